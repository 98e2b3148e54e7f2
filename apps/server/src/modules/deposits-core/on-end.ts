import { depositOnCancel } from '@timeapp/domain/deposits';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import * as repo from './repository.ts';
import { depositsStripe } from './stripe.ts';

// What an appointment's end does to its deposit (decision 056; the domain's depositOnCancel),
// in the transaction of the command that ends it: every cancellation and rejection goes
// through decide (the customer's, the owner's, a text's 'C', an account's deletion, a closing),
// and a no-show through attendance.

/** What became of a deposit when its appointment ended, as its e-mails say it. */
export type DepositEnd = { outcome: 'release' | 'refund' | 'keep'; amountCents: number };

export type EndedDeposit = DepositEnd & {
  id: string;
  stripeAccountId: string;
  checkoutSessionId: string | null;
};

/**
 * Applies `end` to the appointment's deposit, if it has one: a pending one is released, a paid
 * one refunded (refunding: the worker asks Stripe) or kept. Undefined: no deposit, or nothing
 * changes (already released, refunding, refunded or kept).
 */
export async function endDeposit(
  tx: Tx,
  ctx: AppContext,
  appointmentId: string,
  end: { by: 'customer' | 'owner' | 'system'; late: boolean } | 'no-show',
): Promise<EndedDeposit | undefined> {
  const d = await repo.lockByAppointment(tx, appointmentId);
  if (!d) return undefined;
  const outcome = depositOnCancel(d.status, end);
  if (!outcome) return undefined;
  const now = ctx.now();
  if (outcome === 'release')
    // The held e-mails go, but for an owner's end, which the owner may undo for 10 seconds.
    await repo.transition(tx, d.id, ['pending'], 'released', {
      releasedAt: now,
      ...(end === 'no-show' || end.by !== 'owner' ? { heldMails: null } : {}),
    });
  else if (outcome === 'refund')
    await repo.transition(tx, d.id, ['paid'], 'refunding', { refundAskedAt: now });
  else await repo.transition(tx, d.id, ['paid'], 'kept');
  return {
    outcome,
    amountCents: d.amountCents,
    id: d.id,
    stripeAccountId: d.stripeAccountId,
    checkoutSessionId: d.checkoutSessionId,
  };
}

/**
 * The owner took back the decision that ended it (within the undo window): a refund not yet
 * asked of Stripe is not asked (paid again), a hold released by it holds again. `at` is the
 * decision's instant, as its history line and the deposit both recorded it.
 */
export async function undoDepositEnd(tx: Tx, appointmentId: string, at: Date): Promise<void> {
  const d = await repo.lockByAppointment(tx, appointmentId);
  if (!d) return;
  if (d.status === 'refunding' && !d.refundId && d.refundAskedAt?.getTime() === at.getTime())
    await repo.transition(tx, d.id, ['refunding'], 'paid', { refundAskedAt: null });
  else if (d.status === 'released' && d.releasedAt?.getTime() === at.getTime())
    await repo.transition(tx, d.id, ['released'], 'pending', { releasedAt: null });
}

/** A no-show taken back (or marked arrived instead): a deposit kept for it is paid again. */
export async function unkeepDeposit(tx: Tx, appointmentId: string): Promise<void> {
  const d = await repo.lockByAppointment(tx, appointmentId);
  if (d?.status === 'kept') await repo.transition(tx, d.id, ['kept'], 'paid');
}

/**
 * After the commit that released a hold: its Checkout Session is closed, best effort (a payment
 * that still arrives is refunded: the webhook).
 */
export async function expireCheckout(
  ctx: AppContext,
  d: { stripeAccountId: string; checkoutSessionId: string | null },
): Promise<void> {
  const stripe = depositsStripe(ctx);
  if (!stripe || !d.checkoutSessionId) return;
  try {
    await stripe.checkout.sessions.expire(
      d.checkoutSessionId,
      {},
      {
        stripeAccount: d.stripeAccountId,
      },
    );
  } catch (error) {
    ctx.log?.info(
      { session: d.checkoutSessionId, reason: error instanceof Error ? error.message : '' },
      'deposit checkout not expired (already completed or expired)',
    );
  }
}
