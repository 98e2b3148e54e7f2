import { messages } from '@timeapp/domain/messages';
import {
  type Member,
  type MemberBody,
  type Service,
  type ServiceBody,
  type WeeklyHours,
} from '@timeapp/domain/team';
import type { Tx } from '../../db/client.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import { inviteMember } from '../staff/invite.ts';
import { recordChange } from '../audit/record.ts';
import type { AuditAction } from '@timeapp/domain/audit';
import * as repo from './repository.ts';
import { ruleOf } from '../deposits-core/booking.ts';
import { checkDepositRule } from '../deposits-core/rules.ts';

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
    ...(forOwner && {
      email: m.email,
      invitation: m.userId ? 'accepted' : m.inviteTokenHash ? 'sent' : null,
    }),
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
    deposit: ruleOf(s),
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

  /**
   * A member or service as the audit trail records it: as the owner reads it, with the names
   * of its services (members) rather than their ids.
   */
  async function memberState(tx: Tx, businessId: string, memberId: string) {
    const m = (await repo.listMembers(tx, businessId)).find((x) => x.id === memberId);
    if (!m) return null;
    const names = new Map((await repo.listServices(tx, businessId)).map((x) => [x.id, x.name]));
    const {
      _id,
      profileImage: _image,
      invitation: _invitation,
      serviceIds,
      ...state
    } = presentMember(m, true);
    return { ...state, services: serviceIds.map((id) => names.get(id) ?? id) };
  }
  async function serviceState(tx: Tx, businessId: string, serviceId: string) {
    const s = (await repo.listServices(tx, businessId)).find((x) => x.id === serviceId);
    if (!s) return null;
    const names = new Map((await repo.listMembers(tx, businessId)).map((x) => [x.id, x.name]));
    const { _id, memberIds, ...state } = presentService(s);
    return { ...state, members: memberIds.map((id) => names.get(id) ?? id) };
  }
  /**
   * Runs `change`, recording it with the member's or service's state before and after (without
   * `change`: an addition, its state after alone).
   */
  async function audited(
    tx: Tx,
    actor: Actor,
    businessId: string,
    action: AuditAction,
    state: () => Promise<({ name: string } & Record<string, unknown>) | null>,
    change?: () => Promise<void>,
  ) {
    const before = change ? await state() : null;
    await change?.();
    const after = await state();
    await recordChange(tx, requireVerified(actor), 'owner', {
      businessId,
      action,
      subject: after?.name ?? before?.name ?? '',
      before,
      after,
    });
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
        if (row.email) await inviteMember(ctx, tx, row, business.name);
        await audited(tx, actor, business.id, 'member.added', () =>
          memberState(tx, business.id, row.id),
        );
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
        const before = isUuid(memberId) && (await repo.findMember(tx, business.id, memberId));
        if (!before) throw memberNotFound();
        await audited(
          tx,
          actor,
          business.id,
          'member.updated',
          () => memberState(tx, business.id, before.id),
          async () => {
            const email =
              body.email === undefined ? before.email : (body.email?.toLowerCase() ?? null);
            await repo.updateMember(tx, before.id, {
              ...(body.name !== undefined && { name: body.name }),
              ...(body.email !== undefined && { email }),
              ...(body.hours !== undefined && {
                hours: body.hours as Record<string, [string, string][]>,
              }),
              ...(body.daysOff !== undefined && { daysOff: [...new Set(body.daysOff)].sort() }),
            });
            // A new address is invited afresh; whoever signed in as this member no longer does.
            if (email !== before.email)
              await inviteMember(
                ctx,
                tx,
                { ...before, email, name: body.name ?? before.name },
                business.name,
              );
            if (body.serviceIds !== undefined)
              await repo.setMemberServices(
                tx,
                memberId,
                await checkIds(
                  repo.servicesOf(tx, business.id, uuids(body.serviceIds) ?? []),
                  body.serviceIds,
                ),
              );
          },
        );
      });
      return memberAnswer(businessId, memberId.toLowerCase());
    },

    /** A new invitation to the member's address (the last one expired or went astray). */
    async inviteAgain(actor: Actor, businessId: string, memberId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        const member = isUuid(memberId) && (await repo.findMember(tx, business.id, memberId));
        if (!member) throw memberNotFound();
        if (!member.email) throw badRequest(messages.invitationNeedsEmail);
        await inviteMember(ctx, tx, member, business.name);
        await recordChange(tx, requireVerified(actor), 'owner', {
          businessId: business.id,
          action: 'member.invited',
          subject: member.name,
          after: { email: member.email },
        });
      });
    },

    /** Refused while the member holds a Waiting or Approved appointment not yet over. */
    async removeMember(actor: Actor, businessId: string, memberId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const business = await ownedBusiness(tx, actor, businessId);
        if (!isUuid(memberId) || !(await repo.membersOf(tx, business.id, [memberId])).length)
          throw memberNotFound();
        if (await repo.hasFutureAppointments(tx, memberId, ctx.now()))
          throw conflict(messages.memberHasAppointments);
        await audited(
          tx,
          actor,
          business.id,
          'member.removed',
          () => memberState(tx, business.id, memberId.toLowerCase()),
          async () => {
            await repo.updateMember(tx, memberId, { removedAt: ctx.now() });
            await repo.setMemberServices(tx, memberId, []);
          },
        );
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
        checkDepositRule(ctx, business, body.deposit, body.priceCents, ['deposit']);
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
          depositKind: body.deposit?.kind ?? null,
          depositValue: body.deposit?.value ?? null,
        });
        await repo.setServiceMembers(tx, row.id, memberIds);
        await audited(tx, actor, business.id, 'service.added', () =>
          serviceState(tx, business.id, row.id),
        );
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
        const current = isUuid(serviceId)
          ? await repo.findServicePricing(tx, business.id, serviceId)
          : undefined;
        if (!current) throw serviceNotFound();
        // A rule sent, or a price cleared under a percentage kept (decision 056).
        const rule = body.deposit !== undefined ? body.deposit : ruleOf(current);
        const price = body.priceCents !== undefined ? body.priceCents : current.priceCents;
        if (body.deposit || (body.priceCents !== undefined && rule?.kind === 'percent'))
          checkDepositRule(ctx, business, rule, price, ['deposit']);
        let sectionId: string | undefined;
        if (body.sectionId !== undefined) {
          const section = isUuid(body.sectionId)
            ? await businesses.findSection(tx, business.id, body.sectionId)
            : undefined;
          if (!section || section.version !== 0) throw badRequest(messages.serviceNotInBusiness);
          sectionId = section.id;
        }
        await audited(
          tx,
          actor,
          business.id,
          'service.updated',
          () => serviceState(tx, business.id, serviceId.toLowerCase()),
          async () => {
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
              ...(body.deposit !== undefined && {
                depositKind: body.deposit?.kind ?? null,
                depositValue: body.deposit?.value ?? null,
              }),
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
          },
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
        await audited(
          tx,
          actor,
          business.id,
          'service.removed',
          () => serviceState(tx, business.id, serviceId.toLowerCase()),
          () => repo.updateService(tx, serviceId, { removedAt: ctx.now() }),
        );
      });
    },
  };
}
