import type { WaitlistBody, WaitlistEntry } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { bookableSlot } from '../businesses/bookable-slot.ts';
import { findSectionDays } from '../businesses/repository.ts';
import { waitlistPolicy } from './policy.ts';
import * as repo from './repository.ts';

const present = (row: repo.WaitlistRow): WaitlistEntry => ({
  _id: row.id,
  businessId: row.businessId,
  sectionId: row.sectionId,
  appointmentDate: row.appointmentDate,
  appointmentTime: row.appointmentTime,
  startsAt: row.startsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export function waitlistService(ctx: AppContext) {
  return {
    /** A verified customer asks to be told when a place frees in a full slot; 201. */
    async join(
      actor: Actor,
      businessId: string,
      sectionId: string,
      body: WaitlistBody,
    ): Promise<WaitlistEntry> {
      const me = requireVerified(actor);
      const { found, section, check } = await bookableSlot(
        ctx,
        me,
        { businessId, sectionId, ...body },
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
      try {
        return present(
          await repo.insertEntry(ctx.db, {
            userId: me.userId,
            businessId: business.id,
            sectionId: section.id,
            appointmentDate: body.appointmentDate,
            appointmentTime: check.time,
            startsAt: check.startsAt,
          }),
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(messages.waitlistAlready);
        throw e;
      }
    },

    /** The caller's entries for slots still ahead. */
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
