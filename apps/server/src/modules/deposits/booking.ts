import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppointmentDeposit, DepositRule } from '@timeapp/domain/deposits';
import { depositCents, payBy } from '@timeapp/domain/deposits';
import { depositTexts } from '@timeapp/domain/deposits-texts';
import { strikeConsequence } from '@timeapp/domain/cancellation-policy';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { badGateway } from '../../lib/errors.ts';
import type { BookingContext } from '../businesses/booking-context.ts';
import { appointmentEvents } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import * as repo from './repository.ts';
import { depositsStripe } from './stripe.ts';

// A customer's booking that asks a deposit (decision 056): booked as any other by the same
// statement, which counts its place against the slot's capacity, with the deposit row pending in
// the same transaction; then, after commit, the Checkout Session on the business's own account.

/** A deposit a booking asks: how much, on which connected account. */
export type DepositAsk = { amountCents: number; stripeAccountId: string };

/** A section's or service's stored rule (both columns or neither: the check constraint). */
export const ruleOf = (row: {
  depositKind: string | null;
  depositValue: number | null;
}): DepositRule | null =>
  row.depositKind && row.depositValue !== null
    ? { kind: row.depositKind as DepositRule['kind'], value: row.depositValue }
    : null;

/**
 * What a customer's booking of `what` (a section or a service, with its price) asks: its own
 * rule's amount, or, with none, the business's strike deposit when the customer has reached its
 * strike limit and the consequence is 'deposit'. Nothing when this server or the business does
 * not take payments (a strike deposit is then refused earlier, in bookableSection).
 */
export function depositAsked(
  ctx: AppContext,
  found: BookingContext,
  what: { depositKind: string | null; depositValue: number | null; priceCents: number | null },
): DepositAsk | null {
  const b = found.business;
  if (!ctx.config.deposits || !b.depositsReady || !b.stripeAccountId) return null;
  const own = depositCents(ruleOf(what), what.priceCents);
  const policy = { strikeLimit: b.strikeLimit, consequence: b.strikeConsequence };
  const cents =
    own ?? (strikeConsequence(found.strikes, policy) === 'deposit' ? b.strikeDepositCents : null);
  return cents ? { amountCents: cents, stripeAccountId: b.stripeAccountId } : null;
}

/** The deposit row of a place just taken, in the booking's transaction: pending until payBy. */
export async function holdDeposit(
  tx: Tx,
  ctx: AppContext,
  ask: DepositAsk,
  taken: { input: { id: string; businessId: string; userId: string | null }; heldMails: unknown[] },
): Promise<{ id: string; payBy: Date }> {
  const id = randomUUID();
  const due = payBy(ctx.now());
  await repo.insertDeposit(tx, {
    id,
    appointmentId: taken.input.id,
    businessId: taken.input.businessId,
    userId: taken.input.userId!,
    amountCents: ask.amountCents,
    status: 'pending',
    payBy: due,
    stripeAccountId: ask.stripeAccountId,
    heldMails: taken.heldMails,
    createdAt: ctx.now(),
  });
  return { id, payBy: due };
}

/**
 * The Checkout Session of a deposit just held, on the business's connected account; its page
 * is what the customer goes to. Stripe failing undoes the booking (the appointment and its
 * deposit are deleted: nothing was booked, nobody was e-mailed) and answers 502.
 */
export async function openCheckout(
  ctx: AppContext,
  ask: DepositAsk,
  held: { id: string; payBy: Date },
  booking: {
    input: {
      id: string;
      businessId: string;
      sectionId: string;
      userId: string | null;
      appointmentDate: string;
      appointmentTime: string;
    };
    ownerId: string;
    businessName: string;
    what: string;
    customerEmail: string | null;
  },
): Promise<AppointmentDeposit> {
  const stripe = depositsStripe(ctx);
  const aid = booking.input.id;
  const origin = ctx.config.publicUrl;
  const metadata = { depositId: held.id, appointmentId: aid };
  try {
    if (!stripe) throw new Error('deposits are not configured');
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'nzd',
              unit_amount: ask.amountCents,
              product_data: { name: `Deposit: ${booking.businessName} ${booking.what}` },
            },
            quantity: 1,
          },
        ],
        payment_intent_data: { metadata },
        metadata,
        client_reference_id: held.id,
        ...(booking.customerEmail && { customer_email: booking.customerEmail }),
        success_url: `${origin}/appointment-booked?id=${aid}&deposit=return`,
        cancel_url: `${origin}/show-appointment-details?id=${aid}`,
      },
      { stripeAccount: ask.stripeAccountId, idempotencyKey: `deposit-checkout-${held.id}` },
    );
    if (!session.url) throw new Error('the checkout session has no URL');
    await repo.setCheckout(ctx.db, held.id, { id: session.id, url: session.url });
    return {
      amountCents: ask.amountCents,
      status: 'pending',
      payBy: held.payBy.toISOString(),
      checkoutUrl: session.url,
      refundedAt: null,
    };
  } catch (error) {
    // The message and type only: never the request (it carries the customer's address).
    ctx.log?.warn(
      { appointmentId: aid, reason: error instanceof Error ? error.message : String(error) },
      'deposit checkout failed: booking undone',
    );
    await ctx.db.transaction(async (tx) => {
      await tx.delete(appointments).where(eq(appointments.id, aid));
      // The tabs were told of the place taken; they are told it is free again.
      await insertEvents(
        tx,
        appointmentEvents(
          { ...booking.input, ownerId: booking.ownerId, status: AppointmentStatus.Cancelled },
          'appointment.cancelled',
          'system',
          true,
        ),
      );
    });
    throw badGateway(depositTexts.paymentsUnavailable);
  }
}
