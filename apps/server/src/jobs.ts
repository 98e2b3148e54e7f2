import { hostname } from 'node:os';
import { lte } from 'drizzle-orm';
import type { AppContext } from './lib/context.ts';
import { jobRuns } from './db/schema.ts';
import { cleanupRateLimits } from './lib/rate-limit.ts';
import { deleteExpiredChallenges } from './modules/two-factor/repository.ts';
import { sendDueReminders } from './modules/appointments/reminders.ts';
import { dailyBackup } from './modules/backup/daily.ts';
import { deleteEndedProposals } from './modules/appointments/repository/proposals.ts';
import { resolveAccountRequests } from './modules/auth/requests.ts';
import { removeStaleUnverified } from './modules/auth/service.ts';
import { eventHub } from './modules/events/hub.ts';
import { pruneOldMail } from './modules/mail/outbox.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { pruneOldTexts } from './modules/texts/repository.ts';
import { startTextWorker } from './modules/texts/worker.ts';
import { startDepositWorkers } from './modules/deposits/workers.ts';
import { purgeDeletedAccounts } from './modules/privacy/deletion.ts';
import { finishClosings } from './modules/ownership/close.ts';
import { sendPlanMails } from './modules/plan/mails-job.ts';
import { seedDemoIfEmpty } from './modules/seed/demo.ts';
import { deletePassed as removePassedWaitlist } from './modules/waitlist/repository.ts';

/**
 * Work that runs beside the HTTP server: demo data on an empty development database, the
 * e-mail and text outbox workers, removal of stale unverified accounts and of live events past replay
 * and of waitlist entries whose slot has started and of proposals that ended, and reminder e-mails (claimed per period, so
 * each runs once across every API process), and the owners' plan e-mails, hourly.
 * Returns a stop function that resolves once every job has finished the item it was working on.
 */
export async function startBackgroundJobs(ctx: AppContext): Promise<() => Promise<void>> {
  if (ctx.config.devFeatures) await seedDemoIfEmpty(ctx);
  const stops: Array<() => Promise<void>> = [];
  // Reset and verification requests become e-mails first, then the outbox is delivered.
  stops.push(startMailWorker(ctx, 1000, () => resolveAccountRequests(ctx)));
  // Texts to customers, through their own outbox (docs/decisions/054-texts.md).
  stops.push(startTextWorker(ctx, 1000));
  // Deposits (decision 056): holds that ran out are released, refunds asked of Stripe.
  stops.push(startDepositWorkers(ctx));
  stops.push(every(ctx, 60 * 60_000, 'cleanup', () => cleanup(ctx)));
  // The owner's plan e-mails (docs/decisions/030): the state is computed now, each e-mail once.
  stops.push(
    every(ctx, 60 * 60_000, 'plan-mails', async () => {
      const sent = await sendPlanMails(ctx);
      if (sent) ctx.log?.info({ sent }, 'queued plan e-mails');
    }),
  );
  // Reminder e-mails 24 h / 2 h before approved appointments (docs/operations.md).
  stops.push(
    every(ctx, 60_000, 'reminders', async () => {
      const sent = await sendDueReminders(ctx);
      if (sent) ctx.log?.info({ sent }, 'reminder e-mails queued');
    }),
  );
  // The embedded database's daily backup, 7 kept in DATA_DIR/backups (docs/decisions/050).
  // Its first run is a day after the first start: a backup of a database just made holds
  // nothing, and every new DATA_DIR (each test's, each demo's) would pay for one.
  if (ctx.database.dumpDataDir) {
    await firstRunAfter(ctx, 'backup', DAY_MS);
    stops.push(
      every(ctx, DAY_MS, 'backup', async () => {
        const file = await dailyBackup(ctx);
        ctx.log?.info({ file }, 'daily backup written');
      }),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * The hourly clean-up: what has had its time goes. Old e-mails first, then a closing cut short
 * is finished (docs/decisions/051), accounts whose 14 days have passed (docs/decisions/049),
 * unverified accounts, rate-limit windows, live events past replay, waitlist entries and
 * proposals that ended.
 */
export async function cleanup(ctx: AppContext): Promise<void> {
  await pruneOldMail(ctx.db);
  await pruneOldTexts(ctx.db);
  // A closing cut short is finished (docs/decisions/051).
  const cancelled = await finishClosings(ctx);
  if (cancelled) ctx.log?.info({ cancelled }, 'cancelled appointments of closed businesses');
  // Accounts whose deletion was asked for 14 days ago (docs/decisions/049).
  const purged = await purgeDeletedAccounts(ctx);
  if (purged) ctx.log?.info({ purged }, 'deleted accounts whose 14 days had passed');
  const removed = await removeStaleUnverified(ctx);
  if (removed) ctx.log?.info({ removed }, 'removed unverified accounts older than 5 days');
  await cleanupRateLimits(ctx);
  await deleteExpiredChallenges(ctx.db, ctx.now());
  await eventHub(ctx).prune();
  // A waitlist entry ends when its slot starts (docs/decisions/024-waitlist.md).
  await removePassedWaitlist(ctx.db, ctx.now());
  // So does an owner's proposal of another time (docs/decisions/034).
  await deleteEndedProposals(ctx.db, ctx.now());
}

const CHECK_MS = 60_000;
const claimant = `${hostname()}:${process.pid}`;

/**
 * Claims this period's run of `name` for this process: moves `next_run_at` `ms` ahead if it is
 * due (or the job is new). Whichever process does so runs the job; the others find it claimed.
 */
export async function claimRun(ctx: AppContext, name: string, ms: number): Promise<boolean> {
  const next = new Date(ctx.now().getTime() + ms);
  const claimed = await ctx.db
    .insert(jobRuns)
    .values({ name, nextRunAt: next, claimedBy: claimant })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: next, claimedBy: claimant },
      setWhere: lte(jobRuns.nextRunAt, ctx.now()),
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

const DAY_MS = 24 * 60 * 60_000;

/** A job not yet known is first due `ms` from now, not at once. */
async function firstRunAfter(ctx: AppContext, name: string, ms: number): Promise<void> {
  await ctx.db
    .insert(jobRuns)
    .values({ name, nextRunAt: new Date(ctx.now().getTime() + ms), claimedBy: claimant })
    .onConflictDoNothing({ target: jobRuns.name });
}

/**
 * Runs `job` once every `ms` across all API processes: each process looks every minute (and at
 * once) and runs it when it wins the period's claim; never twice at once in one process.
 * Failures are logged, not thrown.
 */
function every(
  ctx: AppContext,
  ms: number,
  name: string,
  job: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = claimRun(ctx, name, ms)
      .then(async (mine) => {
        if (!mine) return;
        await job();
        ctx.log?.info({ job: name }, `${name} job ran`);
      })
      .catch((error: unknown) => ctx.log?.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, Math.min(ms, CHECK_MS));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
