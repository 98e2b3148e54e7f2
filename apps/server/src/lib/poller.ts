import type { AppContext } from './context.ts';

/**
 * Runs `work` about every `everyMs`, never two runs at once (a run still going when the next
 * tick comes is left to finish). Answers the stop function: from then `stopping()` answers true,
 * so the run in hand can finish what it holds and hand back the rest, and the function resolves
 * once it has. A failed run is logged as `failed` says, and the next tick tries again.
 */
export function startPoller(
  ctx: AppContext,
  failed: string,
  everyMs: number,
  work: (stopping: () => boolean) => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopping = false;
  const timer = setInterval(() => {
    if (running) return;
    running = work(() => stopping)
      .catch((error: unknown) => ctx.log?.error({ err: error }, failed))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
