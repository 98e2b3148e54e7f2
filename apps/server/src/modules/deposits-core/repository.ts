import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DepositStatus } from '@timeapp/domain/deposits';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, depositEvents, deposits, outbox } from '../../db/schema.ts';

// Deposits (decision 056): SQL only. The rows' status changes are conditional updates, so
// whichever process (sweeper, webhook, worker, request) changes one first decides.

type Conn = Db | Tx;
export type DepositRow = typeof deposits.$inferSelect;

export const depositsTable = deposits;

/** This deposit while pending, and (`lapsedAt`) only once its hold ran out by then. */
export const pendingWhere = (id: string, lapsedAt: Date | null) =>
  and(
    eq(deposits.id, id),
    eq(deposits.status, 'pending'),
    lapsedAt ? lte(deposits.payBy, lapsedAt) : undefined,
  );

export async function insertDeposit(tx: Tx, values: typeof deposits.$inferInsert): Promise<void> {
  await tx.insert(deposits).values(values);
}

export async function setCheckout(
  db: Conn,
  id: string,
  session: { id: string; url: string | null },
): Promise<void> {
  await db
    .update(deposits)
    .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
    .where(eq(deposits.id, id));
}

export async function findById(db: Conn, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** The deposit, locked, by our id or (a refund's event) Stripe's payment intent. */
export async function lockDeposit(
  tx: Tx,
  ref: { id?: string | null; paymentIntentId?: string | null },
): Promise<DepositRow | undefined> {
  const uuid = /^[0-9a-f-]{36}$/i;
  const where =
    ref.id && uuid.test(ref.id)
      ? eq(deposits.id, ref.id)
      : ref.paymentIntentId
        ? eq(deposits.paymentIntentId, ref.paymentIntentId)
        : sql`false`;
  const [row] = await tx.select().from(deposits).where(where).for('update');
  return row;
}

export async function lockByAppointment(
  tx: Tx,
  appointmentId: string,
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.appointmentId, appointmentId))
    .for('update');
  return row;
}

/**
 * Moves a deposit from one of `from` to `to` with `values`; false when another change came
 * first (its status is no longer one of them).
 */
export async function transition(
  tx: Conn,
  id: string,
  from: readonly DepositStatus[],
  to: DepositStatus,
  values: Partial<typeof deposits.$inferInsert> = {},
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .update(deposits)
    .set({ ...values, status: to })
    .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
    .returning();
  return row;
}

export async function update(
  tx: Conn,
  id: string,
  values: Partial<typeof deposits.$inferInsert>,
): Promise<void> {
  await tx.update(deposits).set(values).where(eq(deposits.id, id));
}

/** Pending deposits whose hold ran out at `now`, oldest first (deposits_pending_pay_by_idx). */
export async function lapsed(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; appointmentId: string }[]> {
  return db
    .select({ id: deposits.id, appointmentId: deposits.appointmentId })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), lte(deposits.payBy, now)))
    .orderBy(asc(deposits.payBy))
    .limit(limit);
}

/** Refunds to ask Stripe for: refunding, none asked yet, asked at or before `askedBy`. */
export async function refundsDue(db: Db, askedBy: Date, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'refunding'),
        isNull(deposits.refundId),
        lte(deposits.refundAskedAt, askedBy),
      ),
    )
    .orderBy(asc(deposits.refundAskedAt))
    .limit(limit);
}

/** False when the event was already handled: each Stripe event id takes effect once. */
export async function recordEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(depositEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: depositEvents.id });
  return rows.length > 0;
}

/** The booking's e-mails held while it was unpaid, queued now (their outbox values). */
export async function queueHeldMails(tx: Tx, mails: unknown[]): Promise<void> {
  if (!mails.length) return;
  await tx.insert(outbox).values(mails as (typeof outbox.$inferInsert)[]);
}

export async function setAccount(db: Conn, businessId: string, accountId: string): Promise<void> {
  await db
    .update(businesses)
    .set({ stripeAccountId: accountId })
    .where(eq(businesses.id, businessId));
}

/** Whether the business with this account takes payments; the business's id, if any. */
export async function setReady(
  db: Conn,
  where: { accountId: string } | { businessId: string },
  ready: boolean,
): Promise<string | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ depositsReady: ready })
    .where(
      'accountId' in where
        ? eq(businesses.stripeAccountId, where.accountId)
        : eq(businesses.id, where.businessId),
    )
    .returning({ id: businesses.id });
  return row?.id;
}

/** Every deposit of a customer, for their data export (privacy). */
export async function listForUser(db: Conn, userId: string) {
  return db
    .select({
      appointmentId: deposits.appointmentId,
      businessId: deposits.businessId,
      amountCents: deposits.amountCents,
      status: deposits.status,
      payBy: deposits.payBy,
      paidAt: deposits.paidAt,
      releasedAt: deposits.releasedAt,
      refundAskedAt: deposits.refundAskedAt,
      refundedAt: deposits.refundedAt,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(asc(deposits.createdAt));
}
