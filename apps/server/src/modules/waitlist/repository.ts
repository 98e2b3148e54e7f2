import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { PLACE_HOLDING } from '@timeapp/domain/status';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, users, waitlistEntries } from '../../db/schema.ts';

type Conn = Db | Tx;

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = Pick<
  typeof waitlistEntries.$inferInsert,
  'userId' | 'businessId' | 'sectionId' | 'appointmentDate' | 'appointmentTime' | 'startsAt'
>;

export async function insertEntry(db: Conn, entry: NewEntry): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(entry).returning();
  return row!;
}

export async function findEntry(db: Conn, id: string): Promise<WaitlistRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

export async function deleteEntry(db: Conn, id: string): Promise<void> {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
}

/** The caller's entries for slots not yet started, soonest first. */
export async function listMine(db: Conn, userId: string, now: Date): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), gt(waitlistEntries.startsAt, now)))
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.seq));
}

/**
 * Who to tell that a place freed in a slot, in the order they asked: entries for that slot
 * (not yet started) of customers who do not hold a place there now (one who booked it since
 * has what they waited for). Marks them told, in the caller's transaction.
 */
export async function takeWaiting(
  tx: Tx,
  slot: { sectionId: string; startsAt: Date },
  now: Date,
): Promise<Array<{ id: string; userId: string; email: string }>> {
  if (slot.startsAt.getTime() <= now.getTime()) return [];
  const w = waitlistEntries;
  const rows = await tx
    .select({ id: w.id, userId: w.userId, email: users.email })
    .from(w)
    .innerJoin(users, eq(users.id, w.userId))
    .where(
      and(
        eq(w.sectionId, slot.sectionId),
        eq(w.startsAt, slot.startsAt),
        sql`not exists (select 1 from ${appointments} a
                         where a.section_id = ${w.sectionId} and a.starts_at = ${w.startsAt}
                           and a.user_id = ${w.userId}
                           and a.status in (${sql.raw(PLACE_HOLDING.map(Number).join(', '))}))`,
      ),
    )
    .orderBy(asc(w.seq));
  if (rows.length > 0)
    await tx
      .update(w)
      .set({ notifiedAt: now })
      .where(and(eq(w.sectionId, slot.sectionId), eq(w.startsAt, slot.startsAt)));
  return rows;
}

/** Entries whose slot has started: they have nothing left to wait for. */
export async function deletePassed(db: Conn, now: Date): Promise<number> {
  const gone = await db
    .delete(waitlistEntries)
    .where(lte(waitlistEntries.startsAt, now))
    .returning({ id: waitlistEntries.id });
  return gone.length;
}
