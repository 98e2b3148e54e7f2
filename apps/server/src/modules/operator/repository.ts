import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  bugReports,
  businesses,
  contactMessages,
  operatorActions,
  users,
} from '../../db/schema.ts';

export async function insertBugReport(db: Db, values: typeof bugReports.$inferInsert) {
  const [row] = await db.insert(bugReports).values(values).returning({ id: bugReports.id });
  return row!.id;
}

export async function listBugReports(db: Db, limit = 200) {
  return db
    .select({ report: bugReports, reporterEmail: users.email })
    .from(bugReports)
    .innerJoin(users, eq(users.id, bugReports.userId))
    .orderBy(desc(bugReports.createdAt))
    .limit(limit);
}

export async function lockBugReport(tx: Tx, id: string) {
  const [row] = await tx
    .select({ report: bugReports, reporterEmail: users.email })
    .from(bugReports)
    .innerJoin(users, eq(users.id, bugReports.userId))
    .where(eq(bugReports.id, id))
    .for('update', { of: bugReports });
  return row;
}

export async function decideBugReport(
  tx: Tx,
  id: string,
  values: Pick<typeof bugReports.$inferInsert, 'verdict' | 'note' | 'businessId' | 'decidedAt'>,
) {
  await tx.update(bugReports).set(values).where(eq(bugReports.id, id));
}

/** The reporter's first business, whose trial a valid report extends. */
export async function lockFirstBusinessOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(1)
    .for('update');
  return row;
}

export async function addValidBugReport(tx: Tx, businessId: string) {
  const [row] = await tx
    .update(businesses)
    .set({ validBugReports: sql`${businesses.validBugReports} + 1` })
    .where(eq(businesses.id, businessId))
    .returning();
  return row!;
}

export async function listBusinesses(db: Db, limit = 500) {
  return db
    .select({ business: businesses, ownerEmail: users.email })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .orderBy(desc(businesses.createdAt))
    .limit(limit);
}

export async function setPaidThrough(tx: Tx, businessId: string, paidThrough: string | null) {
  const rows = await tx
    .update(businesses)
    .set({ paidThrough })
    .where(eq(businesses.id, businessId))
    .returning({ name: businesses.name });
  return rows[0];
}

export async function recordAction(
  tx: Db | Tx,
  values: Omit<typeof operatorActions.$inferInsert, 'id'>,
) {
  await tx.insert(operatorActions).values(values);
}

export async function listActions(db: Db, limit = 200) {
  return db.select().from(operatorActions).orderBy(desc(operatorActions.createdAt)).limit(limit);
}

export async function listContactMessages(db: Db, limit = 200) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

/** Marks a message handled once; undefined when it does not exist or was handled already. */
export async function markContactMessageHandled(tx: Tx, id: string, by: string, at: Date) {
  const [row] = await tx
    .update(contactMessages)
    .set({ handledAt: at, handledBy: by })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning({ subject: contactMessages.subject, email: contactMessages.email });
  return row;
}

export async function contactMessageExists(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return Boolean(row);
}
