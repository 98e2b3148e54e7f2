import { and, desc, eq, isNull } from 'drizzle-orm';
import type { StrikeKind } from '@timeapp/domain/cancellation-policy';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, customerStrikes, sections } from '../../db/schema.ts';

// A customer's strikes at a business (docs/decisions/055). The booking context counts them in
// its own statement (businesses/booking-context.ts); here they are written, listed, forgiven.

/** Records a strike; a second of the same kind for the same appointment is not added. */
export async function addStrike(
  tx: Tx,
  s: { userId: string; businessId: string; appointmentId: string; kind: StrikeKind; at: Date },
): Promise<void> {
  await tx
    .insert(customerStrikes)
    .values(s)
    .onConflictDoNothing({ target: [customerStrikes.appointmentId, customerStrikes.kind] });
}

/** Takes back the no-show strike of an appointment whose no-show mark was taken back. */
export async function removeNoShowStrike(tx: Tx, appointmentId: string): Promise<void> {
  await tx
    .delete(customerStrikes)
    .where(
      and(eq(customerStrikes.appointmentId, appointmentId), eq(customerStrikes.kind, 'no-show')),
    );
}

/** A customer's strikes at a business, newest first, with the appointment each is about. */
export async function listForCustomer(db: Db, businessId: string, userId: string) {
  return db
    .select({
      id: customerStrikes.id,
      kind: customerStrikes.kind,
      at: customerStrikes.at,
      forgivenAt: customerStrikes.forgivenAt,
      appointmentId: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      sectionName: sections.sectionName,
    })
    .from(customerStrikes)
    .innerJoin(appointments, eq(appointments.id, customerStrikes.appointmentId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .where(and(eq(customerStrikes.businessId, businessId), eq(customerStrikes.userId, userId)))
    .orderBy(desc(customerStrikes.at), desc(customerStrikes.id))
    .limit(500);
}

/** The strike, locked for the owner's forgiving (undefined: none at this business). */
export async function lockStrike(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select({
      id: customerStrikes.id,
      userId: customerStrikes.userId,
      kind: customerStrikes.kind,
      at: customerStrikes.at,
      forgivenAt: customerStrikes.forgivenAt,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
    })
    .from(customerStrikes)
    .innerJoin(appointments, eq(appointments.id, customerStrikes.appointmentId))
    .where(and(eq(customerStrikes.id, id), eq(customerStrikes.businessId, businessId)))
    .for('update', { of: customerStrikes });
  return row;
}

export async function forgive(tx: Tx, id: string, by: string, now: Date): Promise<void> {
  await tx
    .update(customerStrikes)
    .set({ forgivenAt: now, forgivenBy: by })
    .where(and(eq(customerStrikes.id, id), isNull(customerStrikes.forgivenAt)));
}
