import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentChanges, appointmentNotes, appointments, users } from '../../db/schema.ts';

/** What the bell shows at most; the badge says 99 then. */
export const BELL_LIMIT = 99;

export async function seenAt(db: Db, userId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ bellSeenAt: users.bellSeenAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ? row.bellSeenAt : undefined;
}

export async function markSeen(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ bellSeenAt: at }).where(eq(users.id, userId));
}

/**
 * The customer's appointments with a change made by someone else (the business's decision,
 * the system's) or a note from the business after `since` (every one when null), newest
 * change first. The customer's own bookings, cancellations and moves are not news to them.
 */
export async function changedSince(db: Db, userId: string, since: Date | null): Promise<string[]> {
  const after = (at: typeof appointmentChanges.at | typeof appointmentNotes.at): SQL =>
    since ? gt(at, since) : sql`true`;
  const changes = db
    .select({ appointmentId: appointmentChanges.appointmentId, at: appointmentChanges.at })
    .from(appointmentChanges)
    .where(and(ne(appointmentChanges.by, 'customer'), after(appointmentChanges.at)));
  const notes = db
    .select({ appointmentId: appointmentNotes.appointmentId, at: appointmentNotes.at })
    .from(appointmentNotes)
    .where(after(appointmentNotes.at));
  const news = changes.unionAll(notes).as('news');
  const latest = sql<Date>`max(${news.at})`;
  const rows = await db
    .select({ id: appointments.id, latest })
    .from(appointments)
    .innerJoin(news, eq(news.appointmentId, appointments.id))
    .where(eq(appointments.userId, userId))
    .groupBy(appointments.id)
    .orderBy(desc(latest), appointments.id)
    .limit(BELL_LIMIT);
  return rows.map((r) => r.id);
}
