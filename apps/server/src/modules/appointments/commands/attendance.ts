import type { z } from 'zod';
import type { Appointment, attendanceBody } from '@timeapp/domain/appointments';
import { attendanceOpen, attendanceUndoable } from '@timeapp/domain/attendance';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { localParts } from '@timeapp/domain/time-zone';
import { conflict } from '../../../lib/errors.ts';
import { view } from '../answers.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy, roleIn } from '../policy.ts';
import { updateAttendance } from '../repository/attendance.ts';

type Attendance = ById<z.infer<typeof attendanceBody>>;

/**
 * The owner's 'Arrived' (from 15 minutes before the start) and 'Report' (no-show, from the
 * start) buttons, for approved appointments (docs/product-rules.md 5.8).
 */
export const recordAttendance: Command<Attendance, Appointment> = async (ctx, actor, input) => {
  const role = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.recordAttendance,
    async (tx, a, me) => {
      if (a.status !== AppointmentStatus.Approved) throw conflict(messages.attendanceNeedsApproved);
      if (!attendanceOpen(input.attendance, a.startsAt, ctx.now()))
        throw conflict(
          input.attendance === 'arrived' ? messages.arrivedTooEarly : messages.noShowTooEarly,
        );
      await updateAttendance(tx, a.id, input.attendance, ctx.now());
      await tell(ctx, tx, { kind: 'attendance', before: a });
      return roleIn(me, a);
    },
  );
  // A team member sees it as the customer's answer does: no contact details.
  return view(ctx, input.id, role === 'owner');
};

/** Takes back 'Arrived' or 'Report', on the business's local day it was recorded. */
export const removeAttendance: Command<ById, Appointment> = async (ctx, actor, input) => {
  const role = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.recordAttendance,
    async (tx, a, me) => {
      if (!a.attendance || !a.attendanceAt) throw conflict(messages.noAttendance);
      const businessDate = (d: Date) => localParts(d, a.timezone).date;
      if (!attendanceUndoable(a.attendanceAt, ctx.now(), businessDate))
        throw conflict(messages.attendanceUndoSameDay);
      await updateAttendance(tx, a.id, null, ctx.now());
      await tell(ctx, tx, { kind: 'attendance', before: a });
      return roleIn(me, a);
    },
  );
  return view(ctx, input.id, role === 'owner');
};
