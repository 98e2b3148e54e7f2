import { messages } from '@timeapp/domain/messages';
import {
  freeStarts,
  type Busy,
  type SectionDays,
  type ServiceAvailability,
  type ServiceTimes,
  type WeeklyHours,
} from '@timeapp/domain/team';
import { addDays } from '@timeapp/domain/time-zone';
import type { Db, Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import * as businesses from '../businesses/repository.ts';
import * as repo from './repository.ts';

// When a service can start, and with whom: the free start times a customer picks from, and the
// checks a booking by service, a reschedule and an accepted proposal make of one member
// (docs/product-rules.md 9.2). The rule itself is the domain's freeStarts.

const serviceNotFound = () => notFound(messages.serviceNotFound);
const businessNotFound = () => notFound(messages.businessNotFound);

/**
 * The stretches that can touch a local day D in any zone: D lies within UTC [D - 14 h,
 * D + 1 day + 12 h], and a start's buffers reach at most 2 h further on either side.
 */
const DAY_MS = 24 * 60 * 60_000;

/**
 * The free start times of a service over `days` days from `from`, with who is free at each
 * (one member, or everyone who performs it): the free-time rule per member and day, over
 * the members' place-holding stretches read with the service in one statement.
 */
export async function freeTimes(
  ctx: AppContext,
  businessId: string,
  serviceId: string,
  query: { from: string; days: number; member?: string },
): Promise<ServiceAvailability> {
  if (!isUuid(businessId)) throw businessNotFound();
  if (!isUuid(serviceId)) throw serviceNotFound();
  const last = addDays(query.from, query.days - 1);
  const asked = query.member;
  const found = await repo.serviceDiary(ctx.db, {
    businessId,
    serviceId,
    // Not an id: a member that matches no one (404 below, after the service's own 404).
    memberId: asked === undefined ? null : isUuid(asked) ? asked : NO_ONE,
    from: new Date(Date.parse(query.from) - DAY_MS),
    to: new Date(Date.parse(last) + 2 * DAY_MS),
  });
  if (!found) throw businessNotFound();
  const { service, section, members, timezone: tz } = found;
  if (!service || !section) throw serviceNotFound();
  if (asked !== undefined && !members.length) throw notFound(messages.memberNotFound);
  const now = ctx.now();
  const days: ServiceAvailability['days'] = [];
  for (let i = 0; i < query.days; i++) {
    const date = addDays(query.from, i);
    const byTime = new Map<string, { at: number; memberIds: string[] }>();
    for (const m of members) {
      const starts = freeStarts({
        date,
        tz,
        now,
        section,
        hours: m.hours as WeeklyHours,
        daysOff: m.daysOff,
        service,
        busy: m.busy,
      });
      for (const s of starts) {
        const slot = byTime.get(s.time) ?? { at: s.at, memberIds: [] };
        slot.memberIds.push(m.id);
        byTime.set(s.time, slot);
      }
    }
    days.push({
      date,
      times: [...byTime.entries()]
        .sort((a, b) => a[1].at - b[1].at)
        .map(([time, s]) => ({ time, memberIds: s.memberIds })),
    });
  }
  return { timeZone: tz, days };
}

/** A uuid that names nothing: asked for an id that is not one, the statement finds no one. */
export const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * A current service of the business (in an active section) and the current members who perform
 * it, in team order; null when there is no such service.
 */
export async function serviceWithMembers(db: Db | Tx, businessId: string, serviceId: string) {
  if (!isUuid(serviceId)) return null;
  const service = (await repo.listServices(db, businessId)).find(
    (s) => s.id === serviceId.toLowerCase(),
  );
  if (!service) return null;
  const team = await repo.listMembers(db, businessId);
  const members = service.memberIds
    .map((id) => team.find((m) => m.id === id))
    .filter((m): m is repo.MemberWithServices => !!m);
  return { service, members };
}

/**
 * Whether `member` may start `booking`'s service at instant `at` on `date`, given their `busy`
 * stretches (none: whether the roster, the steps and the days allow it at all).
 */
export function canStartAt(
  booking: { timezone: string; section: SectionDays; service: ServiceTimes },
  member: Pick<repo.MemberDiary, 'hours' | 'daysOff'>,
  when: { date: string; at: number; now: Date },
  busy: readonly Busy[],
): boolean {
  return freeStarts({
    date: when.date,
    tz: booking.timezone,
    now: when.now,
    section: booking.section,
    hours: member.hours as WeeklyHours,
    daysOff: member.daysOff,
    service: booking.service,
    busy,
  }).some((s) => s.at === when.at);
}

/**
 * Whether one member is free for one service at `date` `time` (docs/product-rules.md 9.2):
 * 'never' when no roster, step or day rule allows that start, 'busy' when one of their
 * place-holding stretches (other than `except`'s) overlaps it, else 'free'. A reschedule and an
 * accepted proposal of a booking by service ask this of the member it keeps.
 */
export async function memberFreeAt(
  ctx: AppContext,
  db: Db | Tx,
  ask: {
    businessId: string;
    serviceId: string;
    memberId: string;
    /** The booking's section and zone, as the move already read them. */
    section: businesses.SectionRow;
    timezone: string;
    date: string;
    startsAt: Date;
    except: string;
  },
): Promise<'free' | 'busy' | 'never'> {
  const offered = await serviceWithMembers(db, ask.businessId, ask.serviceId);
  const member = offered?.members.find((m) => m.id === ask.memberId);
  if (!offered || !member) return 'never';
  const booking = { timezone: ask.timezone, section: ask.section, service: offered.service };
  const at = ask.startsAt.getTime();
  const startsAt = (busy: Busy[]) =>
    canStartAt(booking, member, { date: ask.date, at, now: ctx.now() }, busy);
  if (!startsAt([])) return 'never';
  const day = 24 * 60 * 60_000;
  const busy = await repo.busyBetween(
    db,
    [member.id],
    new Date(at - day),
    new Date(at + day),
    ask.except,
  );
  return startsAt(busy) ? 'free' : 'busy';
}
