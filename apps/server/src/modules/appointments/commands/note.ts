import type { z } from 'zod';
import type { Appointment, noteBody } from '@timeapp/domain/appointments';
import { view } from '../answers.ts';
import { auditAppointment } from '../audit.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy } from '../policy.ts';
import { addNote as storeNote } from '../repository/changes.ts';

type Note = ById<z.infer<typeof noteBody>>;

/**
 * The owner's contact note: e-mailed to the customer and kept on the appointment
 * (docs/product-rules.md 5.10).
 */
export const addNote: Command<Note, Appointment> = async (ctx, actor, input) => {
  await withLocked(ctx, actor, input, appointmentPolicy.note, async (tx, a, me) => {
    await storeNote(tx, a.id, input.note, ctx.now());
    await tell(ctx, tx, { kind: 'noted', before: a, note: input.note });
    await auditAppointment(tx, me, a, 'appointment.noted', null, { note: input.note });
  });
  return view(ctx, input.id, true);
};
