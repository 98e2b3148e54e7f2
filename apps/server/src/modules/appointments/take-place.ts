import { randomUUID } from 'node:crypto';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../lib/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../lib/errors.ts';
import { checkCovers } from './covers.ts';
import { noticesOf } from './notices.ts';
import { outboxValues } from '../mail/outbox.ts';
import type { BookingContext } from '../businesses/booking-context.ts';
import {
  bookPlace,
  holdMember,
  setPartySize,
  type NewAppointment,
  type ServiceBooking,
} from './repository/booking.ts';

/**
 * Takes a place in a slot already checked (`time`, `startsAt`) through the booking function,
 * whose one statement also queues the booking's notices (repository/booking.ts): a customer's
 * booking waits, the owner's walk-in is approved (docs/product-rules.md 5.11). 409 when the
 * customer already holds a place there, or none is free.
 */
export async function takePlace(
  ctx: AppContext,
  db: Db | Tx,
  by: 'customer' | 'owner',
  place: {
    found: BookingContext;
    section: NonNullable<BookingContext['section']>;
    appointmentDate: string;
    time: string;
    startsAt: Date;
    userId: string | null;
    reason: string;
    /**
     * A request: how many people are coming, stored with it once they fit the half hour's covers,
     * counted under that half hour's lock (`db` must be a transaction; docs/product-rules.md 10).
     */
    partySize?: number;
    /**
     * A booking by service: the member whose time it takes and the stretch it blocks. The
     * section's places do not limit it (capacity is the member); the exclusion constraint
     * appointments_member_no_overlap refuses it when the member is taken, which rolls back the
     * caller's transaction (`db` must then be one).
     */
    byService?: ServiceBooking & { title: string; priceCents: number | null };
    /**
     * A deposit asked (decision 056): the booking's e-mails say it was paid and are not queued
     * now but answered (`heldMails`, outbox values), for the deposit row to keep until paid.
     */
    depositCents?: number;
  },
): Promise<{ input: NewAppointment; createdAt: Date; heldMails: unknown[] }> {
  const { found, section } = place;
  const input: NewAppointment = {
    id: randomUUID(),
    userId: place.userId,
    businessId: found.business.id,
    sectionId: section.id,
    appointmentDate: place.appointmentDate,
    appointmentTime: place.time,
    startsAt: place.startsAt,
    reason: place.reason,
    ...(place.partySize !== undefined && { partySize: place.partySize }),
  };
  const { mails, events } = await noticesOf(ctx, db, {
    kind: 'booked',
    by,
    after: input,
    found,
    section,
    ...(place.byService && {
      service: {
        title: place.byService.title,
        durationMinutes: (place.byService.endsAt.getTime() - place.startsAt.getTime()) / 60_000,
        priceCents: place.byService.priceCents,
      },
    }),
    ...(place.depositCents !== undefined && { depositCents: place.depositCents }),
  });
  const held = place.depositCents !== undefined;
  const status = by === 'owner' ? AppointmentStatus.Approved : AppointmentStatus.Waiting;
  if (place.partySize !== undefined)
    await checkCovers(db as Tx, {
      sectionId: section.id,
      startsAt: place.startsAt,
      time: place.time,
      partySize: place.partySize,
      maxCovers: section.maxCovers,
    });
  let outcome;
  try {
    outcome = await bookPlace(
      db,
      input,
      section.customRequest || place.byService ? null : section.appointmentPerSlot,
      held ? [] : mails.map((m) => m.message),
      events,
      { status, by },
    );
  } catch (e) {
    // The partial unique index is the last word on one place per customer per slot.
    if (isUniqueViolation(e)) throw conflict(messages.alreadyBooked);
    throw e;
  }
  if (outcome.kind === 'already-booked') throw conflict(messages.alreadyBooked);
  if (outcome.kind === 'full') throw conflict(messages.slotFull);
  if (place.byService) await holdMember(db, input.id, place.byService);
  if (place.partySize !== undefined) await setPartySize(db, input.id, place.partySize);
  return {
    input,
    createdAt: outcome.createdAt,
    heldMails: held ? mails.map((m) => outboxValues(m.message)) : [],
  };
}
