import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageOf, paged, type Page } from '../../db/paging.ts';
import { auditLog, businesses, users } from '../../db/schema.ts';

export async function insertEntry(tx: Tx, values: Omit<typeof auditLog.$inferInsert, 'id'>) {
  await tx.insert(auditLog).values(values);
}

/** A page of entries, newest first: one business's, or (no business) all of them. */
export async function listEntries(db: Db, page: Page, businessId?: string) {
  const p = pageOf(auditLog, page);
  const rows = await db
    .select({
      entry: auditLog,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      actorEmail: users.email,
      businessName: businesses.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(businesses, eq(businesses.id, auditLog.businessId))
    .where(and(businessId ? eq(auditLog.businessId, businessId) : undefined, p.where))
    .orderBy(...p.orderBy)
    .limit(p.limit);
  return paged(rows, page, (r) => r.entry.id);
}
