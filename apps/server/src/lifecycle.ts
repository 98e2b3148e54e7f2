/**
 * Where the process is in its life (see shutdown.ts). `shuttingDown` is set when SIGTERM
 * arrives: readiness then answers 503 so a proxy stops sending new work, while requests are
 * still served. `closing` is set when the server stops accepting: every answer from then on
 * closes its keep-alive connection.
 */
export type Lifecycle = { shuttingDown: boolean; closing: boolean };

export const createLifecycle = (): Lifecycle => ({ shuttingDown: false, closing: false });
