import { messages } from '@timeapp/domain/messages';
import { checkBooking } from '@timeapp/domain/schedule';
import { sayWhen } from '@timeapp/domain/say-when';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { hasStarted } from '@timeapp/domain/transitions';
import type { Tx } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { toSchedule } from '../../businesses/present.ts';
import { findSection, type SectionRow } from '../../businesses/repository.ts';
import { view, type Answered } from '../answers.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { moveHeld } from '../move.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy } from '../policy.ts';
import { addChange } from '../repository/changes.ts';
import { takeProposal } from '../repository/proposals.ts';
import type { LockedAppointment } from '../repository/locked.ts';
import { customerHoldsSlot, slotHasRoom } from '../repository/slots.ts';
import { coversOf, seatsShort } from '../covers.ts';
import { memberFreeAt } from '../../team/availability.ts';

/**
 * The customer accepts the owner's proposal: the appointment moves as a reschedule moves
 * it (the new slot's lock and count, then one UPDATE), and becomes Approved in both modes,
 * as both sides agreed the time. A time taken meanwhile (or passed) ends the proposal, the
 * owner is told, and the answer is 409 with what happened; the appointment stays.
 */
export const acceptProposal: Command<ById, Answered> = async (ctx, actor, input) => {
  const ended = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.answerProposal,
    async (tx, a): Promise<string | null> => {
      const p = await takeProposal(tx, a.id);
      if (!p) throw notFound(messages.proposalNotFound);
      const now = ctx.now();
      if (!holdsPlace(a.status) || hasStarted(a.startsAt, now) || hasStarted(p.startsAt, now))
        return messages.proposalExpired;
      const proposed = sayWhen(p.appointmentDate, p.appointmentTime);
      const to = { id: a.id, sectionId: a.sectionId, startsAt: p.startsAt };
      const section = await findSection(tx, a.businessId, a.sectionId);
      const active = section && section.version === 0 ? section : null;
      const free =
        active && a.memberId && a.serviceId
          ? // A booking by service: its member free there now (decision 040).
            (await memberFreeAt(ctx, tx, {
              businessId: a.businessId,
              serviceId: a.serviceId,
              memberId: a.memberId,
              section: active,
              timezone: a.timezone,
              date: p.appointmentDate,
              startsAt: p.startsAt,
              except: a.id,
            })) === 'free'
          : await slotFree(tx, a, active, p, now, to);
      if (!free) {
        // The proposal ends; the appointment stays, and the owner hears why.
        await addChange(tx, a.id, {
          status: a.status,
          by: 'system',
          reason: messages.historyProposalTaken(proposed),
          at: now,
        });
        await tell(ctx, tx, { kind: 'proposal-ended', answer: 'taken', before: a, proposed });
        return messages.proposalTaken;
      }
      await moveHeld(ctx, tx, a, {
        via: 'proposal',
        appointmentDate: p.appointmentDate,
        appointmentTime: p.appointmentTime,
        startsAt: p.startsAt,
        status: AppointmentStatus.Approved,
        now,
      });
      return null;
    },
  );
  if (ended) throw conflict(ended);
  return { appointment: await view(ctx, input.id, false), message: messages.proposalAccepted };
};

/** Whether the proposed slot still has room for the customer (a slot or request booking). */
async function slotFree(
  tx: Tx,
  a: LockedAppointment,
  section: SectionRow | null,
  p: { appointmentDate: string; appointmentTime: string; startsAt: Date },
  now: Date,
  to: { id: string; sectionId: string; startsAt: Date },
): Promise<boolean> {
  const check = section
    ? checkBooking(toSchedule(section), p.appointmentDate, p.appointmentTime, a.timezone, now)
    : null;
  return (
    check?.ok === true &&
    check.startsAt.getTime() === p.startsAt.getTime() &&
    (await slotHasRoom(tx, to, a.capacity)) &&
    (await seatsShort(tx, { ...coversOf(a), startsAt: to.startsAt, time: p.appointmentTime })) ===
      null &&
    !(await customerHoldsSlot(tx, { ...to, userId: a.userId! }))
  );
}
