import type { AppContext } from './context.ts';
import { cleanupRateLimits } from './lib/rate-limit.ts';
import { removeStaleUnverified } from './modules/auth/service.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { seedDemoIfEmpty } from './modules/seed/demo.ts';

/**
 * Work that runs beside the HTTP server: demo data on an empty development database, the
 * e-mail outbox worker, removal of stale unverified accounts. Returns a stop function.
 */
export async function startBackgroundJobs(ctx: AppContext): Promise<() => void> {
  if (ctx.config.devFeatures) await seedDemoIfEmpty(ctx);
  const stops: Array<() => void> = [];
  stops.push(startMailWorker(ctx));
  stops.push(
    every(ctx, 60 * 60_000, 'account and rate-limit cleanup', async () => {
      const removed = await removeStaleUnverified(ctx);
      if (removed) ctx.log?.info({ removed }, 'removed unverified accounts older than 5 days');
      await cleanupRateLimits(ctx);
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/** Runs `job` now and then every `ms`, never twice at once; failures are logged, not thrown. */
function every(ctx: AppContext, ms: number, name: string, job: () => Promise<void>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => ctx.log?.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
}
