import { RouterProvider } from 'react-router/dom';
import { firstScreenLoaded } from './prefetch';
import { createRouter } from './router';

const router = createRouter();

/**
 * Resolves once the router has loaded the first URL's route modules (and run its loaders), so
 * the entry renders the screen itself in place of index.html's static shell, never a blank
 * page between them.
 */
export const ready = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
}).then(firstScreenLoaded);

/** The routed application: sign-in, customer and business screens (and the public pages). */
export function App() {
  return <RouterProvider router={router} />;
}
