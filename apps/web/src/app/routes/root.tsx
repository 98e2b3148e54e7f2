import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@timeapp/domain/messages';
import { env } from '../../config/env';
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
          ? messages.pageNotFound
          : messages.somethingWrong}
      </h1>
      <p>{chunkFailed ? messages.newVersion(env.productName) : messages.routeFailed}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {messages.reload}
        </button>{' '}
        <a href="/">{messages.goHome}</a>
      </p>
    </main>
  );
}
