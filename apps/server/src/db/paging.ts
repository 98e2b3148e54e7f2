import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Lists read a page at a time, newest first, with a cursor (the operator console's lists and
// the audit trail; DESIGN.md section 12: every operator list pages).

/** A page of a console list: `limit` rows older than the row `before` names. */
export type Page = { before?: string; limit: number };

/**
 * Newest first, by creation time and then id, so rows created in the same instant keep one
 * order; the cursor is the last row's id, and the next page starts below that row, read
 * from the table itself (the timestamp keeps its full precision). One more row than asked
 * is read, to tell whether a next page exists.
 */
export function pageOf(table: PgTable & { id: PgColumn; createdAt: PgColumn }, page: Page) {
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
