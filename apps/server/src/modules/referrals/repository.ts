import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { referrals, users } from '../../db/schema.ts';

/** False when this customer already referred this business. */
export async function insertOnce(
  tx: Tx,
  userId: string,
  businessId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(referrals)
    .values({ userId, businessId, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: referrals.userId });
  return rows.length > 0;
}

/** Referrals by verified customers made on or before `until`. */
export async function countVerifiedReferralsUntil(
  tx: Tx,
  businessId: string,
  until: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .where(
      and(
        eq(referrals.businessId, businessId),
        eq(users.verified, true),
        sql`${referrals.createdAt} <= ${until.toISOString()}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether this customer has referred this business. */
export async function hasReferred(db: Db, userId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: referrals.userId })
    .from(referrals)
    .where(and(eq(referrals.userId, userId), eq(referrals.businessId, businessId)));
  return Boolean(row);
}
