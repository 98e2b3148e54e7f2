import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';

const router = createRouter();

/** The routed application: sign-in, customer and business screens (and the public pages). */
export function App() {
  return <RouterProvider router={router} />;
}
