import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { findPublicPage } from './app/public-pages';
import { sendEarlyRequests } from './lib/early-requests';

// Two ways in. A public page (/, /time-app, ...) is rendered on its own: plain React and CSS
// modules, so it ships well under 100 KB gzip. Every other URL loads the routed app, which
// brings React Router, Mantine and TanStack Query with its lazy route modules. Either replaces
// index.html's static shell once its page is ready to show.
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices, giving the main thread back between
// them (a phone's CPU would otherwise be blocked for the whole render), and commits it at once.
const show = (Component: ComponentType) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Component />
      </StrictMode>,
    ),
  );

const loadApp = () =>
  import('./app/app').then(async (m) => {
    await m.ready;
    show(m.App);
  });
const publicPage = findPublicPage(window.location.pathname);
// A signed-in screen's first data is asked for now, while the app's code loads.
if (!publicPage) sendEarlyRequests(window.location.pathname);

// The page's static shell is painted first: the page's code runs and renders after the
// browser's first frame, as on a phone, where it arrives long after the page, never before
// it (on a fast connection the code could otherwise run before anything was painted). A
// hidden tab draws no frames, so there it starts at once.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve));
  });

// Code that could not load (offline, a deploy replaced it): the page's could-not-load notice
// with its Retry, which the server wrote into the shell (apps/server/src/plugins/web.ts).
afterFirstPaint()
  .then(() => (publicPage ? publicPage().then((m) => show(m.default)) : loadApp()))
  .catch(() => {
    document.documentElement.dataset.loadFailed = '';
  });
