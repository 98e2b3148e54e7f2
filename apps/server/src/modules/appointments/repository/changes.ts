import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { AppointmentStatus } from '@timeapp/domain/status';
import {
  appointmentChanges,
  appointmentNotes,
  appointmentProposals,
  appointments,
} from '../../../db/schema.ts';
import type { ChangedBy } from '@timeapp/domain/events';

// Changes to a locked appointment (locked.ts), each with its history line, in the caller's
// transaction.

/**
 * Changes the status, in the caller's transaction; its history line is `addChange`, written by
 * the caller once the change's notices are queued (an owner's decision keeps its e-mail's id).
 */
export async function setStatus(
  tx: Tx,
  id: string,
  change: { status: AppointmentStatus; cancellationReason: string; now: Date },
): Promise<void> {
  await tx
    .update(appointments)
    .set({
      status: change.status,
      cancellationReason: change.cancellationReason,
      updatedAt: change.now,
    })
    .where(eq(appointments.id, id));
}

export type Move = {
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
  status: AppointmentStatus;
  now: Date;
  /** The history line: where it was before. */
  historyReason: string;
};

/**
 * Moves the appointment to another slot of its section and writes the history line, in the
 * caller's transaction. One UPDATE of the one row: the new place is held and the old one freed
 * by the same statement, so no moment holds both or neither. The caller takes the new slot's
 * lock and checks its room first (`slotHasRoom`); the partial unique index refuses a customer
 * who already holds a place there (23505).
 */
export async function moveTo(tx: Tx, id: string, move: Move): Promise<void> {
  await tx
    .update(appointments)
    .set({
      appointmentDate: move.appointmentDate,
      appointmentTime: move.appointmentTime,
      startsAt: move.startsAt,
      status: move.status,
      updatedAt: move.now,
      // A booking by service keeps its length and buffers: its end and the member's blocked
      // stretch move by as much as its start (null stays null for slot bookings).
      endsAt: sql`${appointments.endsAt} + (${move.startsAt.toISOString()}::timestamptz - ${appointments.startsAt})`,
      blockedFrom: sql`${appointments.blockedFrom} + (${move.startsAt.toISOString()}::timestamptz - ${appointments.startsAt})`,
      blockedTo: sql`${appointments.blockedTo} + (${move.startsAt.toISOString()}::timestamptz - ${appointments.startsAt})`,
    })
    .where(eq(appointments.id, id));
  await tx.insert(appointmentChanges).values({
    appointmentId: id,
    status: move.status,
    by: 'customer',
    reason: move.historyReason,
    at: move.now,
  });
  // A move ends any open proposal of another time: it was about the old time.
  await tx.delete(appointmentProposals).where(eq(appointmentProposals.appointmentId, id));
}

/**
 * A history line: of a status set (`setStatus`), or of a change of nothing else (a proposal
 * made, declined or ended).
 */
export async function addChange(
  tx: Tx,
  id: string,
  line: {
    status: AppointmentStatus;
    by: ChangedBy;
    reason: string;
    at: Date;
    /** An owner's decision: the status an undo restores, and its held-back e-mail. */
    previousStatus?: AppointmentStatus;
    outboxId?: string | null;
  },
): Promise<void> {
  await tx.insert(appointmentChanges).values({ appointmentId: id, ...line });
}

export type ChangeRow = typeof appointmentChanges.$inferSelect;

/** The newest history line of an appointment. */
export async function lastChange(tx: Tx, id: string): Promise<ChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointmentChanges)
    .where(eq(appointmentChanges.appointmentId, id))
    .orderBy(desc(appointmentChanges.id))
    .limit(1);
  return row;
}

/** The owner's contact note, kept on the appointment. */
export async function addNote(tx: Tx, id: string, text: string, at: Date): Promise<void> {
  await tx.insert(appointmentNotes).values({ appointmentId: id, text, at });
}
