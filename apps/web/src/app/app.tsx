import { RouterProvider } from 'react-router/dom';
import { firstScreenLoaded } from './prefetch';
import { createRouter } from './router';

let router: ReturnType<typeof createRouter>;

/**
 * Resolves once the router has loaded the first URL's route modules (and run its loaders), so
 * the entry renders the screen itself in place of index.html's static shell, never a blank
 * page between them. The router starts in a task after the one that evaluates the app's code
 * (this module, Mantine's, React Router's): together they were one of a phone's longest tasks
 * before the first screen (docs/performance.md).
 */
export const ready = new Promise<void>((resolve) => setTimeout(resolve))
  .then(
    () =>
      new Promise<void>((resolve) => {
        router = createRouter();
        if (router.state.initialized) return resolve();
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      }),
  )
  .then(firstScreenLoaded);

/** The routed application: sign-in, customer and business screens (and the public pages). */
export function App() {
  return <RouterProvider router={router} />;
}
