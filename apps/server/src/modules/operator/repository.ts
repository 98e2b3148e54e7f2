import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A page of a console list: `limit` rows older than the row `before` names. */
export type Page = { before?: string; limit: number };

/**
 * Newest first, by creation time and then id, so rows created in the same instant keep one
 * order; the cursor is the last row's id, and the next page starts below that row, read
 * from the table itself (the timestamp keeps its full precision). One more row than asked
 * is read, to tell whether a next page exists.
 */
function pageOf(table: PgTable & { id: PgColumn; createdAt: PgColumn }, page: Page) {
  const where: SQL | undefined = page.before
    ? sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${page.before})`
    : undefined;
  return {
    where,
    orderBy: [desc(table.createdAt), desc(table.id)] as const,
    limit: page.limit + 1,
  };
}

/** The rows of a page and the cursor of the next one (null: this is the last). */
export function paged<T>(rows: T[], page: Page, idOf: (row: T) => string) {
  const items = rows.slice(0, page.limit);
  return { items, next: rows.length > page.limit ? idOf(items[items.length - 1]!) : null };
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

export async function listActions(db: Db, page: Page) {
  const p = pageOf(operatorActions, page);
  const rows = await db
    .select()
    .from(operatorActions)
    .where(p.where)
    .orderBy(...p.orderBy)
    .limit(p.limit);
  return paged(rows, page, (r) => r.id);
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
