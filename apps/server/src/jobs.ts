import type { AppContext } from './context.ts';
import { cleanupRateLimits } from './lib/rate-limit.ts';
import { resolveAccountRequests } from './modules/auth/requests.ts';
import { removeStaleUnverified } from './modules/auth/service.ts';
import { eventHub } from './modules/events/hub.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { seedDemoIfEmpty } from './modules/seed/demo.ts';

/**
 * Work that runs beside the HTTP server: demo data on an empty development database, the
 * e-mail outbox worker, removal of stale unverified accounts and of live events past replay.
 * Returns a stop function that resolves once every job has finished the item it was working on.
 */
export async function startBackgroundJobs(ctx: AppContext): Promise<() => Promise<void>> {
  if (ctx.config.devFeatures) await seedDemoIfEmpty(ctx);
  const stops: Array<() => Promise<void>> = [];
  // Reset and verification requests become e-mails first, then the outbox is delivered.
  stops.push(startMailWorker(ctx, 1000, () => resolveAccountRequests(ctx)));
  stops.push(
    every(ctx, 60 * 60_000, 'account and rate-limit cleanup', async () => {
      const removed = await removeStaleUnverified(ctx);
      if (removed) ctx.log?.info({ removed }, 'removed unverified accounts older than 5 days');
      await cleanupRateLimits(ctx);
      await eventHub(ctx).prune();
    }),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** Runs `job` now and then every `ms`, never twice at once; failures are logged, not thrown. */
function every(
  ctx: AppContext,
  ms: number,
  name: string,
  job: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => ctx.log?.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
