import { UNDO_SECONDS } from '@timeapp/domain/transitions';
import type { AppContext } from '../../lib/context.ts';
import { startPoller } from '../../lib/poller.ts';
import { expireCheckout } from '../deposits-core/on-end.ts';
import * as repo from '../deposits-core/repository.ts';
import { markRefunded, releaseHold } from './settle.ts';
import { depositsStripe } from '../deposits-core/stripe.ts';

const BATCH = 20;

/**
 * The sweeper (decision 056): every pending deposit whose hold ran out by `ctx.now()` is
 * released and its appointment cancelled by the system, each in its own transaction, exactly
 * once across processes (the conditional update decides: releaseHold). Then its Checkout
 * Session is closed, best effort. Answers how many this call released.
 */
export async function sweepDeposits(
  ctx: AppContext,
  stopping: () => boolean = () => false,
): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await repo.lapsed(ctx.db, ctx.now(), BATCH);
    for (const ref of due) {
      if (stopping()) return released;
      const done = await ctx.db.transaction((tx) =>
        releaseHold(tx, ctx, ref, { onlyLapsed: true }),
      );
      if (!done) continue;
      released += 1;
      await expireCheckout(ctx, done);
    }
    if (due.length < BATCH) return released;
  }
}

/**
 * The refund worker: asks Stripe to refund each deposit in `refunding` (once the owner's undo
 * window has passed: an undone cancellation asks none), with the idempotency key
 * 'deposit-refund-<id>', so a process that dies between Stripe's answer and our write asks
 * again and gets the same refund. A refund Stripe says succeeded makes it refunded at once;
 * otherwise the `charge.refunded` event does. Answers how many were asked.
 */
export async function flushRefunds(
  ctx: AppContext,
  stopping: () => boolean = () => false,
): Promise<number> {
  const stripe = depositsStripe(ctx);
  if (!stripe) return 0;
  const askedBy = new Date(ctx.now().getTime() - UNDO_SECONDS * 1000);
  const due = await repo.refundsDue(ctx.db, askedBy, BATCH);
  let asked = 0;
  for (const d of due) {
    if (stopping()) break;
    if (!d.paymentIntentId) continue;
    let refund: { id: string; status: string | null } | null = null;
    try {
      refund = await stripe.refunds.create(
        { payment_intent: d.paymentIntentId },
        { stripeAccount: d.stripeAccountId, idempotencyKey: `deposit-refund-${d.id}` },
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Refunded already (on Stripe's dashboard, its event lost or still to come).
      if (code !== 'charge_already_refunded') {
        ctx.log?.warn(
          { deposit: d.id, reason: error instanceof Error ? error.message : String(error) },
          'deposit refund not asked; tried again later',
        );
        continue;
      }
    }
    asked += 1;
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockDeposit(tx, { id: d.id });
      if (!locked || locked.status !== 'refunding') return;
      if (refund && !locked.refundId) await repo.update(tx, d.id, { refundId: refund.id });
      if (!refund || refund.status === 'succeeded')
        await markRefunded(tx, ctx, locked, { refundId: refund?.id ?? null });
    });
  }
  return asked;
}

/** Both, on pollers: the sweeper every 5 seconds, refunds every 2. Answers the stop function. */
export function startDepositWorkers(ctx: AppContext): () => Promise<void> {
  if (!ctx.config.deposits) return async () => {};
  const stops = [
    startPoller(ctx, 'deposit sweeper failed', 5000, (stopping) => sweepDeposits(ctx, stopping)),
    startPoller(ctx, 'deposit refunds failed', 2000, (stopping) => flushRefunds(ctx, stopping)),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
