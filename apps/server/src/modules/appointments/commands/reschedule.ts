import type { RescheduleBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { view, type Answered } from '../answers.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { checkMovable, checkNewTime, moveHeld } from '../move.ts';
import { appointmentPolicy } from '../policy.ts';

/**
 * The customer moves a Waiting or Approved appointment to another free time of its section
 * (docs/decisions/023-reschedule.md), in one transaction: the appointment row locked, the
 * new slot's lock taken and its room counted, then one UPDATE that holds the new place
 * and frees the old. A slot-mode move keeps its status; a request-mode move waits for the
 * owner again. The owner is e-mailed and told live.
 */
export const reschedule: Command<ById<RescheduleBody>, Answered> = async (ctx, actor, input) => {
  const waits = await withLocked(ctx, actor, input, appointmentPolicy.reschedule, async (tx, a) => {
    const now = ctx.now();
    checkMovable(a, now, messages.rescheduleNotHeld);
    // The new place first: the slot's lock (the booking function's key) and its count.
    const { section, check } = await checkNewTime(
      ctx,
      tx,
      a,
      input,
      now,
      messages.rescheduleSameTime,
    );
    await moveHeld(ctx, tx, a, {
      via: 'reschedule',
      appointmentDate: input.appointmentDate,
      appointmentTime: check.time,
      startsAt: check.startsAt,
      status: section.customRequest ? AppointmentStatus.Waiting : a.status,
      now,
    });
    return section.customRequest;
  });
  return {
    appointment: await view(ctx, input.id, false),
    message: waits ? messages.rescheduledWaiting : messages.rescheduled,
  };
};
