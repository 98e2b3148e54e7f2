import type { App } from './app.ts';
import type { AppContext } from './lib/context.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown (docs/operations.md). On SIGTERM:
 * 1. readiness (`GET /health/ready`) answers 503 at once, so the proxy stops sending new work;
 * 2. everything is still served for SHUTDOWN_DRAIN_MS, longer than the proxy needs to notice;
 * 3. the server stops accepting; requests in flight finish (each answer closes its keep-alive
 *    connection; idle connections are closed), with SHUTDOWN_TIMEOUT_MS as the deadline;
 * 4. job loops finish the item they are on, the database closes, and the process exits 0.
 * A second signal, or the deadline, exits at once with 1. SIGINT (Ctrl-C in a terminal) skips
 * the drain: nobody routes traffic by a developer's terminal.
 */
export function installGracefulShutdown(opts: {
  app: App;
  ctx: AppContext;
  stopJobs: () => Promise<void>;
  exit?: (code: number) => void;
}) {
  const { app, ctx, stopJobs } = opts;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const { shutdownDrainMs, shutdownTimeoutMs } = ctx.config;
  let started: { signal: NodeJS.Signals; at: number } | null = null;

  async function shutdown(signal: NodeJS.Signals) {
    ctx.lifecycle.shuttingDown = true;
    const drainMs = signal === 'SIGINT' ? 0 : shutdownDrainMs;
    app.log.info(`${signal}: not ready any more; still serving for ${drainMs} ms, then stopping`);
    await sleep(drainMs);

    const deadline = setTimeout(() => {
      app.log.error(`requests still in flight after ${shutdownTimeoutMs} ms: exiting anyway`);
      exit(1);
    }, shutdownTimeoutMs);
    ctx.lifecycle.closing = true;
    // A connection whose answer was already on its way when closing began has no
    // `Connection: close`; it turns idle afterwards, and idle ones are closed here.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(reaper);
      await stopJobs();
      await ctx.database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
      return;
    }
    clearTimeout(deadline);
    app.log.info('stopped');
    exit(0);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      // Ctrl-C under `npm start` arrives twice at once (from the terminal and forwarded by npm):
      // that is one request to stop, not an impatient second one.
      if (signal === 'SIGINT' && started.signal === 'SIGINT' && Date.now() - started.at < 1000)
        return;
      app.log.warn(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    started = { signal, at: Date.now() };
    void shutdown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
