import { messages } from '@timeapp/domain/messages';
import {
  freeStarts,
  type Busy,
  type ServiceAvailability,
  type WeeklyHours,
} from '@timeapp/domain/team';
import { addDays, zonedInstant } from '@timeapp/domain/time-zone';
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
 * The free start times of a service over `days` days from `from`, with who is free at each
 * (one member, or everyone who performs it): the free-time rule per member and day, over
 * the members' place-holding stretches read once for the whole range.
 */
export async function freeTimes(
  ctx: AppContext,
  businessId: string,
  serviceId: string,
  query: { from: string; days: number; member?: string },
): Promise<ServiceAvailability> {
  const found = await serviceForBooking(ctx, businessId, serviceId);
  let members = found.members;
  if (query.member !== undefined) {
    members = members.filter((m) => m.id === query.member!.toLowerCase());
    if (!members.length) throw notFound(messages.memberNotFound);
  }
  const tz = found.timezone;
  const last = addDays(query.from, query.days - 1);
  const busy = await repo.busyBetween(
    ctx.db,
    members.map((m) => m.id),
    zonedInstant(addDays(query.from, -1), '00:00', tz) ?? new Date(0),
    zonedInstant(addDays(last, 2), '00:00', tz) ?? new Date(8.64e15),
  );
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
        section: found.section,
        hours: m.hours as WeeklyHours,
        daysOff: m.daysOff,
        service: found.service,
        busy: busy.filter((b) => b.memberId === m.id),
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
 * A current service of a business with what its availability reads: the section's days, the
 * zone and the members who perform it. 404 when any is missing.
 */
async function serviceForBooking(ctx: AppContext, businessId: string, serviceId: string) {
  if (!isUuid(businessId)) throw businessNotFound();
  const business = await businesses.findById(ctx.db, businessId);
  if (!business) throw businessNotFound();
  const offered = await serviceWithMembers(ctx.db, business.id, serviceId);
  if (!offered) throw serviceNotFound();
  const section = await businesses.findSection(ctx.db, business.id, offered.service.sectionId);
  if (!section || section.version !== 0) throw serviceNotFound();
  return { timezone: business.timezone, section, ...offered };
}

type ServiceForBooking = Awaited<ReturnType<typeof serviceForBooking>>;

/**
 * Whether `member` may start `booking`'s service at instant `at` on `date`, given their `busy`
 * stretches (none: whether the roster, the steps and the days allow it at all).
 */
export function canStartAt(
  booking: Pick<ServiceForBooking, 'timezone' | 'section' | 'service'>,
  member: repo.MemberWithServices,
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
