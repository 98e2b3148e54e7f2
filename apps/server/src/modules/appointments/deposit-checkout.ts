import { eq } from 'drizzle-orm';
import type { AppointmentDeposit } from '@timeapp/domain/deposits';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { appointments } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { badGateway } from '../../lib/errors.ts';
import type { DepositAsk } from '../deposits-core/booking.ts';
import * as repo from '../deposits-core/repository.ts';
import { depositsStripe } from '../deposits-core/stripe.ts';
import { appointmentEvents } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';

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
    throw badGateway(depositRuleTexts.paymentsUnavailable);
  }
}
