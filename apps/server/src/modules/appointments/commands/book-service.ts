import type { Appointment, CreateAppointmentBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { resolveTime } from '@timeapp/domain/schedule';
import { anyoneOrder, blockedRange, type Busy } from '@timeapp/domain/team';
import { addDays, zonedInstant } from '@timeapp/domain/time-zone';
import type { Tx } from '../../../db/client.ts';
import { isExclusionViolation } from '../../../db/errors.ts';
import { confirmSession, type SignedIn } from '../../../lib/actor.ts';
import type { AppContext } from '../../../lib/context.ts';
import { isUuid } from '../../../lib/ids.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { bookableSection } from '../../businesses/bookable-slot.ts';
import type { BookingContext } from '../../businesses/booking-context.ts';
import * as team from '../../team/repository.ts';
import { canStartAt, NO_ONE } from '../../team/availability.ts';
import { justBooked } from '../answers.ts';
import { appointmentPolicy } from '../policy.ts';
import { takePlace } from '../take-place.ts';
import { depositAsked, holdDeposit, type DepositAsk } from '../../deposits-core/booking.ts';
import { openCheckout } from '../deposit-checkout.ts';

const MINUTE = 60_000;

/**
 * A customer books a service (docs/product-rules.md 9): with a named member, or anyone free
 * (the fewest booked minutes that day, ties in team order). Whether each is free is read first;
 * the database has the last word: the exclusion constraint refuses a member taken meanwhile, by
 * any process, and the next free member is tried. 409 member_busy when nobody is left.
 */
export async function bookService(
  ctx: AppContext,
  me: SignedIn,
  input: CreateAppointmentBody & { serviceId: string },
): Promise<Appointment> {
  const { found, section } = await bookableSection(ctx, me, input, appointmentPolicy.book);
  confirmSession(me, found.customer?.tokenVersion);
  const taken = await takeMemberTime(ctx, {
    found,
    section,
    serviceId: input.serviceId,
    memberId: input.memberId,
    date: input.appointmentDate,
    timeOrInstant: input.appointmentTime,
    by: 'customer',
    userId: me.userId,
    reason: input.reason,
    // A deposit the service asks (decision 056), held in the booking's transaction.
    depositOf: (service) => depositAsked(ctx, found, service),
  });
  const booked = justBooked(taken.stored, found, section, taken.createdAt, taken.byService);
  if (!taken.deposit) return booked;
  const deposit = await openCheckout(ctx, taken.deposit.ask, taken.deposit.held, {
    input: taken.stored,
    ownerId: found.business.ownerId,
    businessName: found.business.name,
    what: taken.byService.service.name,
    customerEmail: found.customer?.email ?? null,
  });
  return { ...booked, deposit };
}

type Section = NonNullable<BookingContext['section']>;

/**
 * A member's time for a service, taken: the checks and the 'anyone' order of bookService, for
 * a customer's booking and an owner's walk-in alike (`by`; a walk-in may take the start in
 * progress, `inProgress`, and marks itself a walk-in in the same transaction, `then`).
 */
export async function takeMemberTime(
  ctx: AppContext,
  ask: {
    found: BookingContext;
    section: Section;
    serviceId: string;
    memberId?: string;
    date: string;
    timeOrInstant: string;
    by: 'customer' | 'owner';
    userId: string | null;
    reason: string;
    inProgress?: boolean;
    then?: (tx: Tx, id: string) => Promise<void>;
    /** The deposit the service asks of this booking, if any (decision 056). */
    depositOf?: (service: {
      depositKind: string | null;
      depositValue: number | null;
      priceCents: number | null;
    }) => DepositAsk | null;
  },
) {
  const { found, section } = ask;
  const tz = found.business.timezone;
  const date = ask.date;
  const time = resolveTime(date, ask.timeOrInstant, tz);
  const startsAt = time ? zonedInstant(date, time, tz) : null;
  // The business and section were read with the booking context: the service, who performs it
  // and their stretches around the day, in one statement.
  const dayStart = zonedInstant(date, '00:00', tz) ?? startsAt ?? new Date(Date.parse(date));
  const dayEnd = zonedInstant(addDays(date, 1), '00:00', tz) ?? dayStart;
  const asked = ask.memberId;
  const offered = await team.serviceDiary(ctx.db, {
    businessId: found.business.id,
    serviceId: isUuid(ask.serviceId) ? ask.serviceId : NO_ONE,
    memberId: asked === undefined ? null : isUuid(asked) ? asked : NO_ONE,
    from: new Date(dayStart.getTime() - 120 * MINUTE),
    to: new Date(dayEnd.getTime() + 120 * MINUTE),
  });
  const service = offered?.service;
  if (!offered || !service || service.sectionId !== section.id)
    throw notFound(messages.serviceNotFound);
  const booking = { timezone: tz, section, service };
  const now = ask.inProgress
    ? new Date(ctx.now().getTime() - service.durationMinutes * MINUTE + 1)
    : ctx.now();
  if (!time || !startsAt) throw badRequest(messages.notAvailableWindow);

  const members = offered.members;
  if (asked !== undefined && !members.length) throw badRequest(messages.memberDoesNotPerform);
  const at = startsAt.getTime();
  const startsHere = (m: (typeof members)[number], busy: readonly Busy[]) =>
    canStartAt(booking, m, { date, at, now }, busy);

  // A time no member could ever start at (outside their hours, off the start steps, past) is
  // a bad request; a time they could, but are taken, a conflict.
  if (!members.some((m) => startsHere(m, []))) throw badRequest(messages.notSlotBoundary);
  const free = members
    .map((m, position) => {
      const mine = m.busy;
      const bookedMinutes = mine.reduce(
        (sum, b) =>
          sum +
          Math.max(0, Math.min(b.to, dayEnd.getTime()) - Math.max(b.from, dayStart.getTime())) /
            MINUTE,
        0,
      );
      return { member: m, position, bookedMinutes, free: startsHere(m, mine) };
    })
    .filter((m) => m.free);

  const blocked = blockedRange(at, booking.service);
  const endsAt = new Date(at + booking.service.durationMinutes * MINUTE);
  const depositAsk = ask.depositOf?.(service) ?? null;
  for (const { member } of anyoneOrder(free)) {
    const byService = {
      serviceId: booking.service.id,
      memberId: member.id,
      endsAt,
      blockedFrom: new Date(blocked.from),
      blockedTo: new Date(blocked.to),
    };
    try {
      const {
        input: stored,
        createdAt,
        deposit,
      } = await ctx.db.transaction(async (tx) => {
        const done = await takePlace(ctx, tx, ask.by, {
          found,
          section,
          appointmentDate: date,
          time,
          startsAt,
          userId: ask.userId,
          reason: ask.reason,
          byService: {
            ...byService,
            title: messages.serviceWithMember(booking.service.name, member.name),
            priceCents: booking.service.priceCents,
          },
          ...(depositAsk && { depositCents: depositAsk.amountCents }),
        });
        await ask.then?.(tx, done.input.id);
        const held = depositAsk && (await holdDeposit(tx, ctx, depositAsk, done));
        return { ...done, deposit: depositAsk && held ? { ask: depositAsk, held } : null };
      });
      return {
        stored,
        createdAt,
        byService: { ...byService, memberName: member.name, service: booking.service },
        deposit,
      };
    } catch (e) {
      // Taken meanwhile (another request, another process): the next free member, if any.
      if (isExclusionViolation(e)) continue;
      throw e;
    }
  }
  throw conflict(messages.memberBusy);
}
