import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { holdsPlace } from '@timeapp/domain/status';
import { UNDO_SECONDS } from '@timeapp/domain/transitions';
import { isUniqueViolation } from '../../../db/errors.ts';
import { conflict } from '../../../lib/errors.ts';
import { view } from '../answers.ts';
import { auditAppointment } from '../audit.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy } from '../policy.ts';
import { addChange, lastChange, setStatus } from '../repository/changes.ts';
import { slotHasRoom } from '../repository/slots.ts';
import { checkCovers, coversOf } from '../covers.ts';
import { undoDepositEnd } from '../../deposits-core/on-end.ts';

/**
 * Reverts the owner's last decision (accept, reject, cancel) made less than 10 seconds ago:
 * its held-back e-mail is withdrawn, and a place freed by it is taken again under the
 * booking's capacity rule (docs/product-rules.md 5.7).
 */
export const undo: Command<ById, Appointment> = async (ctx, actor, input) => {
  await withLocked(ctx, actor, input, appointmentPolicy.undo, async (tx, a, me) => {
    const last = await lastChange(tx, a.id);
    if (!last || last.by !== 'owner' || last.previousStatus === null)
      throw conflict(messages.nothingToUndo);
    const now = ctx.now();
    if (now.getTime() - last.at.getTime() >= UNDO_SECONDS * 1000)
      throw conflict(messages.undoWindowPassed);
    const to = last.previousStatus;
    const retakes = !holdsPlace(a.status) && holdsPlace(to);
    if (retakes && !(await slotHasRoom(tx, a, a.capacity))) throw conflict(messages.slotFull);
    if (retakes)
      await checkCovers(tx, { ...coversOf(a), time: a.appointmentTime, startsAt: a.startsAt });
    try {
      await setStatus(tx, a.id, { status: to, cancellationReason: '', now });
    } catch (e) {
      // The customer took another place in this slot meanwhile.
      if (isUniqueViolation(e)) throw conflict(messages.slotFull);
      throw e;
    }
    await addChange(tx, a.id, { status: to, by: 'owner', reason: messages.undoneReason, at: now });
    // A refund or release the decision asked is taken back with it (decision 056).
    await undoDepositEnd(tx, a.id, last.at);
    await tell(ctx, tx, { kind: 'undone', before: a, after: to, heldMail: last.outboxId });
    await auditAppointment(tx, me, a, 'appointment.undone', { status: a.status }, { status: to });
  });
  return view(ctx, input.id, true);
};
