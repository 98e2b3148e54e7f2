import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageOf, paged, type Page } from '../../db/paging.ts';
import { bugReports, businesses, contactMessages, users } from '../../db/schema.ts';

export async function insertBugReport(db: Db, values: typeof bugReports.$inferInsert) {
  const [row] = await db.insert(bugReports).values(values).returning({ id: bugReports.id });
  return row!.id;
}

export async function listBugReports(db: Db, page: Page) {
  const p = pageOf(bugReports, page);
  const rows = await db
    .select({ report: bugReports, reporterEmail: users.email })
    .from(bugReports)
    .innerJoin(users, eq(users.id, bugReports.userId))
    .where(p.where)
    .orderBy(...p.orderBy)
    .limit(p.limit);
  return paged(rows, page, (r) => r.report.id);
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
    .where(and(eq(businesses.ownerId, userId), isNull(businesses.closedAt)))
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

export async function listBusinesses(db: Db, page: Page) {
  const p = pageOf(businesses, page);
  const rows = await db
    .select({ business: businesses, ownerEmail: users.email })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(p.where)
    .orderBy(...p.orderBy)
    .limit(p.limit);
  return paged(rows, page, (r) => r.business.id);
}

/** Sets the business's 'paid until' mark; its name and the mark it had, or undefined. */
export async function setPaidThrough(tx: Tx, businessId: string, paidThrough: string | null) {
  const [found] = await tx
    .select({ name: businesses.name, before: businesses.paidThrough })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (found) await tx.update(businesses).set({ paidThrough }).where(eq(businesses.id, businessId));
  return found;
}

export async function listContactMessages(db: Db, page: Page) {
  const p = pageOf(contactMessages, page);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(p.where)
    .orderBy(...p.orderBy)
    .limit(p.limit);
  return paged(rows, page, (r) => r.id);
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
