// Team members, services and the free-time rule (docs/product-rules.md 9): a business's capacity
// is its people. A service takes a member's time for its length plus its buffers; a member is
// free for it at `t` when that whole stretch lies inside one of their intervals that day and
// overlaps none of their place-holding appointments (each with its own buffers).
import { localDate } from './common.ts';
import { depositRule, depositRuleBody } from './deposits.ts';
import { dayCodes, weekDays } from './days.ts';
import { weeklyHours, type DayCode, type WeeklyHours } from './hours.ts';
import { messages } from './messages.ts';
import {
  addYears,
  dayOffset,
  instantOnDay,
  localParts,
  toMinutes,
  toTime,
  weekdayIndex,
  zonedInstant,
} from './time-zone.ts';
import { z } from './zod.ts';

export { weeklyHours, type DayCode, type WeeklyHours };

const id = z.string().check(z.minLength(1), z.maxLength(64));
const name = z.string().check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(80));

/** POST /business/:id/team (DESIGN.md section 10). */
export const memberBody = z.object({
  name,
  email: z.optional(z.nullable(z.email(messages.emailInvalid).check(z.maxLength(254)))),
  hours: weeklyHours,
  daysOff: z._default(z.array(localDate).check(z.maxLength(400)), []),
  serviceIds: z._default(z.array(id).check(z.maxLength(100)), []),
});
export type MemberBody = z.infer<typeof memberBody>;
/** PUT /business/:id/team/:memberId: any of those fields. */
export const memberUpdate = z.partial(memberBody);

export const member = z.object({
  _id: z.string(),
  name: z.string(),
  profileImage: z.nullable(z.string()),
  serviceIds: z.array(z.string()),
  hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  daysOff: z.array(z.string()),
  /** Only in the owner's answers. */
  email: z.optional(z.nullable(z.string())),
  /**
   * Only in the owner's answers: the staff invitation to `email`, 'sent' (open) or 'accepted'
   * (the member signs in); null when there is none (docs/product-rules.md 9.8).
   */
  invitation: z.optional(z.nullable(z.enum(['sent', 'accepted']))),
});
export type Member = z.infer<typeof member>;

/** Start times every this many minutes, counted from the start of the member's interval. */
export const START_STEPS = [5, 10, 15, 20, 30, 60] as const;

const minutes = (min: number, max: number, tooMany: string) =>
  z.int().check(z.minimum(min, tooMany), z.maximum(max, tooMany));

export const serviceBody = z.object({
  sectionId: id,
  name,
  durationMinutes: minutes(5, 480, messages.serviceDuration).check(
    z.refine((m) => m % 5 === 0, { message: messages.serviceDuration }),
  ),
  priceCents: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000_000)))),
  description: z.optional(z.string().check(z.maxLength(1000))),
  /** A deposit asked at booking (decision 056); null asks none; left out of an edit, unchanged. */
  deposit: z.optional(z.nullable(depositRuleBody)),
  bufferBeforeMinutes: z._default(minutes(0, 120, messages.serviceBuffer), 0),
  bufferAfterMinutes: z._default(minutes(0, 120, messages.serviceBuffer), 0),
  startEvery: z._default(
    z.int().check(
      z.refine((m) => (START_STEPS as readonly number[]).includes(m), {
        message: messages.serviceStartEvery,
      }),
    ),
    15,
  ),
  memberIds: z.array(id).check(z.maxLength(100)),
});
export type ServiceBody = z.infer<typeof serviceBody>;
export const serviceUpdate = z.partial(serviceBody);

export const service = z.object({
  _id: z.string(),
  sectionId: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
  priceCents: z.nullable(z.number()),
  description: z.string(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  startEvery: z.number(),
  memberIds: z.array(z.string()),
  /** Its deposit rule (decision 056); always answered, optional for older answers. */
  deposit: z.optional(z.nullable(depositRule)),
});
export type Service = z.infer<typeof service>;

/** GET /business/:id/services/:serviceId/availability's query. */
export const serviceAvailabilityQuery = z.object({
  from: localDate,
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(62)), 1),
  member: z.optional(id),
});

export const serviceAvailability = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      times: z.array(z.object({ time: z.string(), memberIds: z.array(z.string()) })),
    }),
  ),
});
export type ServiceAvailability = z.infer<typeof serviceAvailability>;

/** What of a service the free-time rule reads. */
export type ServiceTimes = Pick<
  Service,
  'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'startEvery'
>;

/** A stretch of a member's time already taken: epoch milliseconds, end excluded. */
export type Busy = { from: number; to: number };

/** What of a section decides whether it books on a day at all. */
export type SectionDays = {
  businessDays: readonly string[];
  noneRegularOffDays: readonly string[];
};

export type FreeStart = { time: string; at: number };

const MINUTE = 60_000;

/**
 * The stretch a booking at `at` blocks in the member's diary: the service's length with its
 * buffers on both sides (the customer is told only the length).
 */
export const blockedRange = (at: number, s: ServiceTimes): Busy => ({
  from: at - s.bufferBeforeMinutes * MINUTE,
  to: at + (s.durationMinutes + s.bufferAfterMinutes) * MINUTE,
});

/**
 * The start times at which one member is free for one service on `date` (docs/product-rules.md
 * 10.2): starts every `startEvery` minutes from the start of each of the member's intervals that
 * day, such that the service with both buffers fits inside that interval; not on a day the
 * section is closed (not a business day, a non-regular off day), not on one of the member's days
 * off, not in the past nor more than a year ahead, and overlapping none of `busy`. Intervals are
 * wall-clock times in `tz`: on a daylight-saving day an interval is as long as the clock says
 * it is, and a start is labelled with the wall time it shows.
 */
export function freeStarts(input: {
  date: string;
  tz: string;
  now: Date;
  section: SectionDays;
  hours: WeeklyHours;
  daysOff: readonly string[];
  service: ServiceTimes;
  busy: readonly Busy[];
}): FreeStart[] {
  const { date, tz, now, section, service } = input;
  const today = localParts(now, tz).date;
  if (date < today || date > addYears(today, 1)) return [];
  const day = weekDays[weekdayIndex(date)]!;
  if (!section.businessDays.includes(day) || section.noneRegularOffDays.includes(date)) return [];
  if (input.daysOff.includes(date)) return [];
  const intervals = input.hours[dayCodes[day] as DayCode] ?? [];
  const step = service.startEvery * MINUTE;
  // On a day with one offset throughout (every day but a changeover), wall times and instants
  // are plain arithmetic; on a changeover day the zone is asked per time (time-zone.ts).
  const offset = dayOffset(date, tz);
  const midnight = offset === null ? 0 : instantOnDay(date, 0, offset);
  const instant = (time: string) =>
    offset === null ? instantAt(date, time, tz) : midnight + toMinutes(time) * MINUTE;
  const wallTime = (at: number) =>
    offset === null ? localParts(new Date(at), tz).time : toTime((at - midnight) / MINUTE);
  const out: FreeStart[] = [];
  for (const [opens, closes] of intervals) {
    const start = instant(opens);
    const end = instant(closes);
    for (let at = start; at < end; at += step) {
      const blocked = blockedRange(at, service);
      if (blocked.from < start) continue;
      if (blocked.to > end) break;
      if (at < now.getTime()) continue;
      if (input.busy.some((b) => b.from < blocked.to && blocked.from < b.to)) continue;
      out.push({ time: wallTime(at), at });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** A wall time that the clock skips (spring forward) counts from the first instant after it. */
function instantAt(date: string, time: string, tz: string): number {
  for (let m = toMinutes(time); m < 24 * 60; m += 15) {
    const at = zonedInstant(date, toTime(m), tz);
    if (at) return at.getTime();
  }
  throw new Error(`no instant for ${date} ${time} in ${tz}`);
}

/**
 * 'Anyone': of the members free at the chosen time, the one with the fewest booked minutes that
 * day; ties go to the earlier in team order (docs/product-rules.md 9.3). Returns them in the
 * order to try (the next is tried when the database finds the first taken meanwhile).
 */
export function anyoneOrder<M extends { bookedMinutes: number; position: number }>(
  free: readonly M[],
): M[] {
  return [...free].sort((a, b) => a.bookedMinutes - b.bookedMinutes || a.position - b.position);
}
