import type { WaitlistBody, WaitlistEntry } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { bookableSlot } from '../businesses/bookable-slot.ts';
import { findSectionDays } from '../businesses/repository.ts';
import { joinServiceDay } from './service-day.ts';
import { waitlistPolicy } from './policy.ts';
import * as repo from './repository.ts';

const present = (row: repo.NamedEntry): WaitlistEntry => ({
  _id: row.id,
  businessId: row.businessId,
  sectionId: row.sectionId,
  appointmentDate: row.appointmentDate,
  appointmentTime: row.appointmentTime,
  startsAt: row.serviceId ? null : row.startsAt.toISOString(),
  endsAt: row.startsAt.toISOString(),
  service: row.serviceId ? { _id: row.serviceId, name: row.serviceName ?? '' } : null,
  member: row.memberId ? { _id: row.memberId, name: row.memberName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
});

export function waitlistService(ctx: AppContext) {
  /** Stores a checked entry; a second one of the customer's is a conflict. */
  const insertOnce = async (entry: repo.NewEntry): Promise<repo.NamedEntry> => {
    try {
      const row = await repo.insertEntry(ctx.db, entry);
      const names = entry.serviceId ? await repo.entryNames(ctx.db, row) : null;
      return {
        ...row,
        serviceName: names?.serviceName ?? null,
        memberName: names?.memberName ?? null,
      };
    } catch (e) {
      if (isUniqueViolation(e))
        throw conflict(
          entry.serviceId ? serviceTexts.waitlistAlreadyDay : messages.waitlistAlready,
        );
      throw e;
    }
  };

  return {
    /**
     * A verified customer asks to be told when a place frees in a full slot, or when a time
     * frees for a service on a day (`serviceId`); 201.
     */
    async join(
      actor: Actor,
      businessId: string,
      sectionId: string,
      body: WaitlistBody,
    ): Promise<WaitlistEntry> {
      const me = requireVerified(actor);
      // A service's entry is for a day; a member is someone who does a service.
      if (body.serviceId !== undefined && body.appointmentTime !== undefined)
        throw badRequest(serviceTexts.waitlistDayNoTime);
      if (body.serviceId === undefined && body.memberId !== undefined)
        throw badRequest(serviceTexts.waitlistMemberNeedsService);
      if (body.serviceId !== undefined)
        return present(
          await insertOnce(
            await joinServiceDay(ctx, me, {
              businessId,
              sectionId,
              ...body,
              serviceId: body.serviceId,
            }),
          ),
        );
      const { found, section, check } = await bookableSlot(
        ctx,
        me,
        { businessId, sectionId, ...body, appointmentTime: body.appointmentTime ?? '' },
        waitlistPolicy.join,
      );
      const { business } = found;
      if (section.customRequest) throw conflict(messages.waitlistRequestMode);
      const day = await findSectionDays(
        ctx.db,
        business.id,
        section.id,
        { from: body.appointmentDate, to: body.appointmentDate },
        me.userId,
      );
      const held = day?.held.get(check.startsAt.getTime());
      if (held?.mine) throw conflict(messages.alreadyBooked);
      if ((held?.taken ?? 0) < section.appointmentPerSlot) throw conflict(messages.waitlistNotFull);
      return present(
        await insertOnce({
          userId: me.userId,
          businessId: business.id,
          sectionId: section.id,
          appointmentDate: body.appointmentDate,
          appointmentTime: check.time,
          startsAt: check.startsAt,
        }),
      );
    },

    /** The caller's entries still ahead, with the service and member of a service entry. */
    async listMine(actor: Actor): Promise<WaitlistEntry[]> {
      const me = requireVerified(actor);
      return (await repo.listMine(ctx.db, me.userId, ctx.now())).map(present);
    },

    /** The customer leaves the list. */
    async leave(actor: Actor, id: string): Promise<void> {
      const me = requireVerified(actor);
      const entry = isUuid(id) ? await repo.findEntry(ctx.db, id) : undefined;
      if (!entry) throw notFound(messages.waitlistEntryNotFound);
      authorize(waitlistPolicy.leave, me, entry);
      await repo.deleteEntry(ctx.db, id);
    },
  };
}
