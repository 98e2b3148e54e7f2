import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@timeapp/domain/messages';
import styles from './root.module.css';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Last resort: plain markup so it works even when a lazy chunk failed to load. */
export function RootError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <main className={styles.error} role="alert">
      <h1>
        {isRouteErrorResponse(error) && error.status === 404
          ? 'Page not found'
          : messages.somethingWrong}
      </h1>
      <p>
        {chunkFailed
          ? 'A new version of TimeApp is available, or the connection dropped. Reload the page to continue.'
          : 'Sorry, this page could not be shown. Please try again later.'}
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
