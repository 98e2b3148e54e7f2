import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages in one statement and leases them until `leaseUntil`.
 * `for update skip locked` lets several processes claim side by side without taking the same
 * row; the lease (rather than a transaction held open while sending) means no lock is held
 * during the network round trip, and a process that dies mid-send leaves the row to be retried.
 * A message never tried is due at once, whatever the clock says, unless it is held back until
 * `not_before` (an owner's decision during its undo window).
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, now)),
        or(isNull(outbox.notBefore), lte(outbox.notBefore, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
}

/** One statement for a whole batch: under a booking rush the worker marks dozens at once. */
export async function markSent(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(inArray(outbox.id, ids));
}

export async function markFailedAttempt(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed' },
    )
    .where(eq(outbox.id, id));
}

export async function listNewest(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

/** Messages waiting to be sent and the age of the oldest (seconds at `now`), for /metrics. */
export async function pendingBacklog(
  db: Db,
  now: Date,
): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${outbox.createdAt}))::float8`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
  return {
    count: row?.count ?? 0,
    oldestAgeSeconds: oldest === null ? 0 : Math.max(0, now.getTime() / 1000 - oldest),
  };
}

/** Hands claimed messages back (the worker is stopping): due again at once, attempt not counted. */
export async function releaseClaims(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ attempts: sql`greatest(${outbox.attempts} - 1, 0)`, nextAttemptAt: now })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
}
