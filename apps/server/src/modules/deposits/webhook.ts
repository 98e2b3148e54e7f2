import type Stripe from 'stripe';
import { messages } from '@timeapp/domain/messages';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { expireCheckout } from '../deposits-core/on-end.ts';
import * as repo from '../deposits-core/repository.ts';
import type { DepositRow } from '../deposits-core/repository.ts';
import { markPaid, markRefunded, releaseHold } from './settle.ts';
import { idOf, requireDepositsStripe } from '../deposits-core/stripe.ts';

/**
 * POST /deposits/webhook (decision 056): Stripe's events on connected accounts, checked against
 * STRIPE_CONNECT_WEBHOOK_SECRET on the raw body (a bad signature: 400, nothing changes). Each
 * event once: its id is recorded in the transaction of its effect, so a repeat finds it and
 * does nothing (`duplicate: true`). Events may come in any order; each effect is a conditional
 * change that the other order also reaches.
 */
export async function depositWebhook(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  const stripe = requireDepositsStripe(ctx);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      raw,
      signature ?? '',
      ctx.config.deposits!.connectWebhookSecret,
    );
  } catch {
    throw badRequest(messages.webhookSignatureInvalid);
  }
  let released: DepositRow | undefined;
  const answer = await ctx.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, event.id, event.type))) return { duplicate: true };
    released = await apply(tx, ctx, event);
    return { duplicate: false };
  });
  if (released) await expireCheckout(ctx, released);
  return answer;
}

/**
 * The deposit an event names, locked, when it is of the account the event came from: a
 * connected account's own objects can carry any metadata, so another business's deposit is
 * never changed by them.
 */
async function depositOf(
  tx: Tx,
  event: Stripe.Event,
  ref: { id?: string | null; paymentIntentId?: string | null },
): Promise<DepositRow | undefined> {
  const d =
    (ref.id ? await repo.lockDeposit(tx, { id: ref.id }) : undefined) ??
    (ref.paymentIntentId
      ? await repo.lockDeposit(tx, { paymentIntentId: ref.paymentIntentId })
      : undefined);
  return d && event.account === d.stripeAccountId ? d : undefined;
}

/** One event's effect; answers a hold it released (its checkout is then closed). */
async function apply(
  tx: Tx,
  ctx: AppContext,
  event: Stripe.Event,
): Promise<DepositRow | undefined> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      if (s.payment_status !== 'paid') return;
      const d = await depositOf(tx, event, { id: s.metadata?.depositId ?? s.client_reference_id });
      if (d && (s.amount_total ?? 0) >= d.amountCents)
        await markPaid(tx, ctx, d, idOf(s.payment_intent));
      return;
    }
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      const d = await depositOf(tx, event, { id: pi.metadata?.depositId, paymentIntentId: pi.id });
      if (d && pi.amount_received >= d.amountCents) await markPaid(tx, ctx, d, pi.id);
      return;
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      const id = s.metadata?.depositId ?? s.client_reference_id;
      const d = id ? await repo.findById(tx, id) : undefined;
      if (!d || d.stripeAccountId !== event.account || d.status !== 'pending') return;
      // As the sweeper: the appointment locked first, then the deposit if still pending.
      await releaseHold(tx, ctx, d, { onlyLapsed: false });
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded && charge.amount_refunded < charge.amount) return;
      const paymentIntentId = idOf(charge.payment_intent);
      const d = await depositOf(tx, event, { id: charge.metadata?.depositId, paymentIntentId });
      if (d) await markRefunded(tx, ctx, d, { paymentIntentId });
      return;
    }
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object;
      if (refund.status !== 'succeeded') return;
      const paymentIntentId = idOf(refund.payment_intent);
      const d = await depositOf(tx, event, { paymentIntentId });
      if (d && (refund.amount ?? 0) >= d.amountCents)
        await markRefunded(tx, ctx, d, { refundId: refund.id, paymentIntentId });
      return;
    }
    case 'account.updated': {
      const account = event.data.object;
      await repo.setReady(tx, { accountId: event.account ?? account.id }, account.charges_enabled);
      return;
    }
    default:
      return;
  }
}
