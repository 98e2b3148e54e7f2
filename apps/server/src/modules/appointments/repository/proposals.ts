import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import { appointmentProposals, appointments } from '../../../db/schema.ts';

type Conn = Db | Tx;

// The owner's proposal of another time (docs/decisions/034): at most one per appointment.

export type ProposalRow = typeof appointmentProposals.$inferSelect;

/** Stores the owner's proposal, replacing an open one; true when one was replaced. */
export async function putProposal(tx: Tx, p: ProposalRow): Promise<boolean> {
  const replaced = await tx
    .delete(appointmentProposals)
    .where(eq(appointmentProposals.appointmentId, p.appointmentId))
    .returning({ id: appointmentProposals.appointmentId });
  await tx.insert(appointmentProposals).values(p);
  return replaced.length > 0;
}

/** Ends the appointment's proposal; the one ended, if there was one. */
export async function takeProposal(tx: Tx, id: string): Promise<ProposalRow | undefined> {
  const [row] = await tx
    .delete(appointmentProposals)
    .where(eq(appointmentProposals.appointmentId, id))
    .returning();
  return row;
}

/**
 * Removes the proposals that can no longer be accepted: their time or the appointment's has
 * come, or the appointment holds no place any more (the hourly clean-up). Answers never show
 * them anyway; this only keeps the table small.
 */
export async function deleteEndedProposals(db: Conn, now: Date): Promise<number> {
  const at = now.toISOString();
  const gone = (await db.execute(sql`
    delete from ${appointmentProposals} p
     using ${appointments} a
     where a.id = p.appointment_id
       and (p.starts_at <= ${at}::timestamptz or a.starts_at <= ${at}::timestamptz
            or a.status not in (${sql.raw(PLACE_HOLDING.join(', '))}))
    returning p.appointment_id`)) as { rows: unknown[] };
  return gone.rows.length;
}
