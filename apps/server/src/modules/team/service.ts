import { messages } from '@timeapp/domain/messages';
import {
  freeStarts,
  type Member,
  type MemberBody,
  type Service,
  type ServiceAvailability,
  type ServiceBody,
  type Busy,
  type WeeklyHours,
} from '@timeapp/domain/team';
import { addDays, zonedInstant } from '@timeapp/domain/time-zone';
import type { Db, Tx } from '../../db/client.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import * as repo from './repository.ts';

const memberNotFound = () => notFound(messages.memberNotFound);
const serviceNotFound = () => notFound(messages.serviceNotFound);
const businessNotFound = () => notFound(messages.businessNotFound);

/** What anyone sees of a member; the owner also sees the invitation address. */
export function presentMember(m: repo.MemberWithServices, forOwner: boolean): Member {
  return {
    _id: m.id,
    name: m.name,
    profileImage: m.profileImage,
    serviceIds: m.serviceIds,
    hours: m.hours,
    daysOff: m.daysOff,
    ...(forOwner && { email: m.email }),
  };
}

export function presentService(s: repo.ServiceWithMembers): Service {
  return {
    _id: s.id,
    sectionId: s.sectionId,
    name: s.name,
    durationMinutes: s.durationMinutes,
    priceCents: s.priceCents,
    description: s.description,
    bufferBeforeMinutes: s.bufferBeforeMinutes,
    bufferAfterMinutes: s.bufferAfterMinutes,
    startEvery: s.startEvery,
    memberIds: s.memberIds,
  };
}

/** A business's team and services: the owner edits them, anyone reads them. */
export function teamService(ctx: AppContext) {
  /** The business, locked, when the caller owns it: every change runs under this lock. */
  async function ownedBusiness(tx: Tx, actor: Actor, businessId: string) {
    const me = requireVerified(actor);
    if (!isUuid(businessId)) throw businessNotFound();
    const business = await businesses.lockById(tx, businessId);
    if (!business) throw businessNotFound();
    authorize(businessPolicy.edit, me, business);
    return business;
  }

  async function readable(businessId: string) {
    if (!isUuid(businessId)) throw businessNotFound();
    const business = await businesses.findById(ctx.db, businessId);
    if (!business) throw businessNotFound();
    return business;
  }

  /** Ids from a request that must all name current rows of this business. */
  async function checkIds(found: Promise<string[]>, asked: string[]) {
    const ok = new Set(await found);
    if (asked.some((id) => !ok.has(id.toLowerCase())))
      throw badRequest(messages.serviceNotInBusiness);
    return [...new Set(asked.map((id) => id.toLowerCase()))];
  }
  const uuids = (ids: string[]) => (ids.every(isUuid) ? ids : null);

  async function memberAnswer(businessId: string, memberId: string) {
    const m = (await repo.listMembers(ctx.db, businessId)).find((x) => x.id === memberId);
    if (!m) throw memberNotFound();
    return presentMember(m, true);
  }
  async function serviceAnswer(businessId: string, serviceId: string) {
    const s = (await repo.listServices(ctx.db, businessId)).find((x) => x.id === serviceId);
    if (!s) throw serviceNotFound();
    return presentService(s);
  }

  return {
    async team(actor: Actor, businessId: string): Promise<Member[]> {
      const business = await readable(businessId);
      const forOwner = actor?.userId === business.ownerId;
      return (await repo.listMembers(ctx.db, business.id)).map((m) => presentMember(m, forOwner));
    },

    async addMember(actor: Actor, businessId: string, body: MemberBody): Promise<Member> {
      const id = await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        const serviceIds = await checkIds(
          repo.servicesOf(tx, business.id, uuids(body.serviceIds) ?? []),
          body.serviceIds,
        );
        const row = await repo.insertMember(tx, {
          businessId: business.id,
          name: body.name,
          email: body.email?.toLowerCase() ?? null,
          hours: body.hours as WeeklyHours as Record<string, [string, string][]>,
          daysOff: [...new Set(body.daysOff)].sort(),
        });
        await repo.setMemberServices(tx, row.id, serviceIds);
        return row.id;
      });
      return memberAnswer(businessId, id);
    },

    async updateMember(
      actor: Actor,
      businessId: string,
      memberId: string,
      body: Partial<MemberBody>,
    ): Promise<Member> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        if (!isUuid(memberId) || !(await repo.membersOf(tx, business.id, [memberId])).length)
          throw memberNotFound();
        await repo.updateMember(tx, memberId, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email?.toLowerCase() ?? null }),
          ...(body.hours !== undefined && {
            hours: body.hours as Record<string, [string, string][]>,
          }),
          ...(body.daysOff !== undefined && { daysOff: [...new Set(body.daysOff)].sort() }),
        });
        if (body.serviceIds !== undefined)
          await repo.setMemberServices(
            tx,
            memberId,
            await checkIds(
              repo.servicesOf(tx, business.id, uuids(body.serviceIds) ?? []),
              body.serviceIds,
            ),
          );
      });
      return memberAnswer(businessId, memberId.toLowerCase());
    },

    /** Refused while the member holds a Waiting or Approved appointment not yet over. */
    async removeMember(actor: Actor, businessId: string, memberId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        if (!isUuid(memberId) || !(await repo.membersOf(tx, business.id, [memberId])).length)
          throw memberNotFound();
        if (await repo.hasFutureAppointments(tx, memberId, ctx.now()))
          throw conflict(messages.memberHasAppointments);
        await repo.updateMember(tx, memberId, { removedAt: ctx.now() });
        await repo.setMemberServices(tx, memberId, []);
      });
    },

    async services(businessId: string): Promise<Service[]> {
      const business = await readable(businessId);
      return (await repo.listServices(ctx.db, business.id)).map(presentService);
    },

    async addService(actor: Actor, businessId: string, body: ServiceBody): Promise<Service> {
      const id = await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        const section = isUuid(body.sectionId)
          ? await businesses.findSection(tx, business.id, body.sectionId)
          : undefined;
        if (!section || section.version !== 0) throw badRequest(messages.serviceNotInBusiness);
        const memberIds = await checkIds(
          repo.membersOf(tx, business.id, uuids(body.memberIds) ?? []),
          body.memberIds,
        );
        const row = await repo.insertService(tx, {
          businessId: business.id,
          sectionId: section.id,
          name: body.name,
          durationMinutes: body.durationMinutes,
          priceCents: body.priceCents ?? null,
          description: body.description ?? '',
          bufferBeforeMinutes: body.bufferBeforeMinutes,
          bufferAfterMinutes: body.bufferAfterMinutes,
          startEvery: body.startEvery,
        });
        await repo.setServiceMembers(tx, row.id, memberIds);
        return row.id;
      });
      return serviceAnswer(businessId, id);
    },

    async updateService(
      actor: Actor,
      businessId: string,
      serviceId: string,
      body: Partial<ServiceBody>,
    ): Promise<Service> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        if (!isUuid(serviceId) || !(await repo.servicesOf(tx, business.id, [serviceId])).length)
          throw serviceNotFound();
        let sectionId: string | undefined;
        if (body.sectionId !== undefined) {
          const section = isUuid(body.sectionId)
            ? await businesses.findSection(tx, business.id, body.sectionId)
            : undefined;
          if (!section || section.version !== 0) throw badRequest(messages.serviceNotInBusiness);
          sectionId = section.id;
        }
        await repo.updateService(tx, serviceId, {
          ...(sectionId !== undefined && { sectionId }),
          ...(body.name !== undefined && { name: body.name }),
          ...(body.durationMinutes !== undefined && { durationMinutes: body.durationMinutes }),
          ...(body.priceCents !== undefined && { priceCents: body.priceCents }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.bufferBeforeMinutes !== undefined && {
            bufferBeforeMinutes: body.bufferBeforeMinutes,
          }),
          ...(body.bufferAfterMinutes !== undefined && {
            bufferAfterMinutes: body.bufferAfterMinutes,
          }),
          ...(body.startEvery !== undefined && { startEvery: body.startEvery }),
        });
        if (body.memberIds !== undefined)
          await repo.setServiceMembers(
            tx,
            serviceId,
            await checkIds(
              repo.membersOf(tx, business.id, uuids(body.memberIds) ?? []),
              body.memberIds,
            ),
          );
      });
      return serviceAnswer(businessId, serviceId.toLowerCase());
    },

    /** Taken off the menu; appointments already booked with it keep it. */
    async removeService(actor: Actor, businessId: string, serviceId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        if (!isUuid(serviceId) || !(await repo.servicesOf(tx, business.id, [serviceId])).length)
          throw serviceNotFound();
        await repo.updateService(tx, serviceId, { removedAt: ctx.now() });
      });
    },

    /**
     * The free start times of a service over `days` days from `from`, with who is free at each
     * (one member, or everyone who performs it): the free-time rule per member and day, over
     * the members' place-holding stretches read once for the whole range.
     */
    async availability(
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
    },
  };
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
