import type { z } from 'zod';
import type { Appointment, attendanceBody } from '@timeapp/domain/appointments';
import { attendanceOpen, attendanceUndoable } from '@timeapp/domain/attendance';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { localParts } from '@timeapp/domain/time-zone';
import { conflict } from '../../../lib/errors.ts';
import { view } from '../answers.ts';
import { auditAppointment } from '../audit.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy, roleIn } from '../policy.ts';
import { updateAttendance } from '../repository/attendance.ts';
import { addStrike, removeNoShowStrike } from '../../strikes/repository.ts';
import { endDeposit, unkeepDeposit } from '../../deposits-core/on-end.ts';
import type { LockedAppointment } from '../repository/locked.ts';
import type { Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../lib/context.ts';
import type { Actor } from '../../../lib/actor.ts';

type Attendance = ById<z.infer<typeof attendanceBody>>;

/**
 * Changes the attendance of the appointment `input` names, for its owner or its team member
 * (the policy's recordAttendance), tells who watches it, and answers it as the caller may see it:
 * a team member as the customer's answer shows it, without contact details.
 */
async function changeAttendance(
  ctx: AppContext,
  actor: Actor,
  input: ById,
  /** Makes the change; the attendance it leaves (null: none). */
  change: (tx: Tx, a: LockedAppointment) => Promise<string | null>,
): Promise<Appointment> {
  const role = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.recordAttendance,
    async (tx, a, me) => {
      const attendance = await change(tx, a);
      await auditAppointment(
        tx,
        me,
        a,
        'appointment.attendance',
        { attendance: a.attendance },
        { attendance },
      );
      await tell(ctx, tx, { kind: 'attendance', before: a });
      return roleIn(me, a);
    },
  );
  return view(ctx, input.id, role === 'owner');
}

/**
 * The 'Arrived' (from 15 minutes before the start) and 'Report' (no-show, from the start)
 * buttons, for approved appointments (docs/product-rules.md 5.8).
 */
export const recordAttendance: Command<Attendance, Appointment> = (ctx, actor, input) =>
  changeAttendance(ctx, actor, input, async (tx, a) => {
    if (a.status !== AppointmentStatus.Approved) throw conflict(messages.attendanceNeedsApproved);
    if (!attendanceOpen(input.attendance, a.startsAt, ctx.now()))
      throw conflict(
        input.attendance === 'arrived' ? messages.arrivedTooEarly : messages.noShowTooEarly,
      );
    await updateAttendance(tx, a.id, input.attendance, ctx.now());
    // A no-show is a strike against the customer (decision 055), dated at the start they
    // missed; marking them arrived instead takes it back.
    if (input.attendance === 'no-show' && a.userId) {
      await addStrike(tx, {
        userId: a.userId,
        businessId: a.businessId,
        appointmentId: a.id,
        kind: 'no-show',
        at: a.startsAt,
      });
      // The business keeps a paid deposit (decision 056).
      await endDeposit(tx, ctx, a.id, 'no-show');
    } else {
      await removeNoShowStrike(tx, a.id);
      await unkeepDeposit(tx, a.id);
    }
    return input.attendance;
  });

/** Takes back 'Arrived' or 'Report', on the business's local day it was recorded. */
export const removeAttendance: Command<ById, Appointment> = (ctx, actor, input) =>
  changeAttendance(ctx, actor, input, async (tx, a) => {
    if (!a.attendance || !a.attendanceAt) throw conflict(messages.noAttendance);
    const businessDate = (d: Date) => localParts(d, a.timezone).date;
    if (!attendanceUndoable(a.attendanceAt, ctx.now(), businessDate))
      throw conflict(messages.attendanceUndoSameDay);
    await updateAttendance(tx, a.id, null, ctx.now());
    await removeNoShowStrike(tx, a.id);
    await unkeepDeposit(tx, a.id);
    return null;
  });
