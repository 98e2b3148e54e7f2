import type { Appointment, CreateAppointmentBody } from '@timeapp/domain/appointments';
import { PARTY_SIZE } from '@timeapp/domain/covers';
import { messages } from '@timeapp/domain/messages';
import { badRequest } from '../../../lib/errors.ts';
import { confirmSession, requireVerified } from '../../../lib/actor.ts';
import { justBooked } from '../answers.ts';
import { bookableSlot } from '../../businesses/bookable-slot.ts';
import { appointmentPolicy } from '../policy.ts';
import { takePlace } from '../take-place.ts';
import type { Command } from '../command.ts';
import { bookService } from './book-service.ts';
import { depositAsked, holdDeposit } from '../../deposits-core/booking.ts';
import { openCheckout } from '../deposit-checkout.ts';

/** A verified customer takes a place (or sends a request); 201, Waiting. */
export const book: Command<CreateAppointmentBody, Appointment> = async (ctx, actor, input) => {
  const me = requireVerified(actor);
  if (input.partySize !== undefined && input.serviceId !== undefined)
    throw badRequest(messages.partySizeRequestsOnly);
  if (input.serviceId !== undefined)
    return bookService(ctx, me, { ...input, serviceId: input.serviceId });
  const { found, section, check } = await bookableSlot(
    ctx,
    me,
    input,
    // An owner booking their own business would be deciding their own request.
    appointmentPolicy.book,
  );
  if (input.partySize !== undefined && !section.customRequest)
    throw badRequest(messages.partySizeRequestsOnly);
  // The context read the caller's token version: the session is checked here, before
  // anything is written (plugins/auth.ts).
  confirmSession(me, found.customer?.tokenVersion);
  const place = {
    found,
    section,
    appointmentDate: input.appointmentDate,
    time: check.time,
    startsAt: check.startsAt,
    userId: me.userId,
    reason: input.reason,
  };
  // A deposit asked (decision 056): the place is taken and the deposit held in one
  // transaction, then the customer is sent to pay.
  const ask = depositAsked(ctx, found, section);
  if (ask) {
    const { taken, held } = await ctx.db.transaction(async (tx) => {
      const taken = await takePlace(ctx, tx, 'customer', {
        ...place,
        ...(section.customRequest && { partySize: input.partySize ?? PARTY_SIZE.byDefault }),
        depositCents: ask.amountCents,
      });
      return { taken, held: await holdDeposit(tx, ctx, ask, taken) };
    });
    const deposit = await openCheckout(ctx, ask, held, {
      input: taken.input,
      ownerId: found.business.ownerId,
      businessName: found.business.name,
      what: section.sectionName,
      customerEmail: found.customer?.email ?? null,
    });
    return { ...justBooked(taken.input, found, section, taken.createdAt), deposit };
  }
  const { input: stored, createdAt } = section.customRequest
    ? // A request carries its party, and fits the section's covers for its half hour
      // (docs/product-rules.md 10): read and written under that half hour's lock.
      await ctx.db.transaction(async (tx) => {
        const partySize = input.partySize ?? PARTY_SIZE.byDefault;
        return takePlace(ctx, tx, 'customer', { ...place, partySize });
      })
    : // One statement, outside a transaction: it is atomic on its own.
      await takePlace(ctx, ctx.db, 'customer', place);
  // The answer is what was just stored; no read-back.
  return justBooked(stored, found, section, createdAt);
};
