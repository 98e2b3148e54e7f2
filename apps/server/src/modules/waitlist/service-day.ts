import { weekDays } from '@timeapp/domain/days';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { freeStarts, type WeeklyHours } from '@timeapp/domain/team';
import {
  addDays,
  addYears,
  localParts,
  weekdayIndex,
  zonedInstant,
} from '@timeapp/domain/time-zone';
import type { AppContext } from '../../lib/context.ts';
import type { SignedIn } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { bookableSection } from '../businesses/bookable-slot.ts';
import { freeTimes, serviceWithMembers } from '../team/availability.ts';
import { waitlistPolicy } from './policy.ts';
import { holdsServiceDay, type NewEntry } from './repository.ts';

/**
 * The entry of a customer who asks to be told when a time frees for a service on a day, with
 * one member or anyone (docs/decisions/043-waitlist-by-service.md), once checked: the business
 * and section as a booking checks them, a service of that section and a member who does it
 * (as booking by service answers), a day the section is open and someone who does it works
 * (400 otherwise), no booking of the customer's for it that day, and no free start that day
 * with that member or anyone (409: book it).
 */
export async function joinServiceDay(
  ctx: AppContext,
  me: SignedIn,
  ask: {
    businessId: string;
    sectionId: string;
    serviceId: string;
    memberId?: string;
    appointmentDate: string;
  },
): Promise<NewEntry> {
  const { found, section } = await bookableSection(ctx, me, ask, waitlistPolicy.join);
  const offered = await serviceWithMembers(ctx.db, found.business.id, ask.serviceId);
  if (!offered || offered.service.sectionId !== section.id)
    throw notFound(messages.serviceNotFound);
  let members = offered.members;
  if (ask.memberId !== undefined) {
    members = members.filter((m) => m.id === ask.memberId!.toLowerCase());
    if (!members.length) throw badRequest(messages.memberDoesNotPerform);
  }
  const tz = found.business.timezone;
  const date = ask.appointmentDate;
  const now = ctx.now();
  const today = localParts(now, tz).date;
  if (date < today) throw badRequest(messages.pastTime);
  if (date > addYears(today, 1)) throw badRequest(messages.tooFarAhead);
  if (!section.businessDays.includes(weekDays[weekdayIndex(date)]!))
    throw badRequest(messages.offDay);
  if (section.noneRegularOffDays.includes(date)) throw badRequest(messages.holiday);
  // Someone who does it works that day and has a start not yet past, were nobody booked:
  // otherwise no cancellation could ever free one.
  const couldStart = members.some(
    (m) =>
      freeStarts({
        date,
        tz,
        now,
        section,
        hours: m.hours as WeeklyHours,
        daysOff: m.daysOff,
        service: offered.service,
        busy: [],
      }).length > 0,
  );
  if (!couldStart) throw badRequest(serviceTexts.waitlistNoTimeThatDay);
  // A booking of that service that day ends an entry (it is neither listed nor told): one made
  // now would wait for nothing.
  const booked = {
    userId: me.userId,
    businessId: found.business.id,
    serviceId: offered.service.id,
  };
  if (await holdsServiceDay(ctx.db, { ...booked, date }))
    throw conflict(serviceTexts.waitlistBookedDay);
  const free = await freeTimes(ctx, found.business.id, offered.service.id, {
    from: date,
    days: 1,
    ...(ask.memberId !== undefined ? { member: ask.memberId } : {}),
  });
  if ((free.days[0]?.times.length ?? 0) > 0) throw conflict(serviceTexts.waitlistServiceFree);
  const dayEnd = zonedInstant(addDays(date, 1), '00:00', tz);
  return {
    userId: me.userId,
    businessId: found.business.id,
    sectionId: section.id,
    serviceId: offered.service.id,
    memberId: ask.memberId === undefined ? null : members[0]!.id,
    appointmentDate: date,
    appointmentTime: null,
    // The entry ends with its day (a zone whose midnight is skipped: a day after its start).
    startsAt: dayEnd ?? new Date(zonedInstant(date, '12:00', tz)!.getTime() + 12 * 3_600_000),
  };
}
