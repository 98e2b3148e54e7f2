import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { findPublicPage } from './app/public-pages';
import { sendEarlyRequests } from './lib/early-requests';

// Two ways in. A public page (/, /time-app, ...) is rendered on its own: plain React and CSS
// modules, so it ships well under 100 KB gzip. Every other URL loads the routed app, which
// brings React Router, Mantine and TanStack Query with its lazy route modules. Either replaces
// index.html's static shell once its page is ready to show.
const root = createRoot(document.getElementById('root')!);
const show = (Component: ComponentType) =>
  root.render(
    <StrictMode>
      <Component />
    </StrictMode>,
  );

const loadApp = () =>
  import('./app/app').then(async (m) => {
    await m.ready;
    show(m.App);
  });
const publicPage = findPublicPage(window.location.pathname);
// A signed-in screen's first data is asked for now, while the app's code loads.
if (!publicPage) sendEarlyRequests(window.location.pathname);

(publicPage ? publicPage().then((m) => show(m.default)) : loadApp()).catch(() => {
  document.getElementById('root')!.innerHTML =
    '<p style="margin:20vh auto;max-width:30rem;padding:0 1rem">TimeApp could not load. ' +
    'Please check your connection and <a href="">reload the page</a>.</p>';
});
