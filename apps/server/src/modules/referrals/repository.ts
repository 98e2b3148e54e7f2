import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { businesses, referrals, users } from '../../db/schema.ts';

/** Locks the business row: referrals of one business are counted one after the other. */
export async function lockBusiness(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ownerId: businesses.ownerId,
      createdAt: businesses.createdAt,
      verified: businesses.verified,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .for('update');
  return row;
}

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

export async function incrementCount(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .update(businesses)
    .set({ referralCount: sql`${businesses.referralCount} + 1` })
    .where(eq(businesses.id, id))
    .returning({ referralCount: businesses.referralCount });
  return row!.referralCount;
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

export async function markVerified(tx: Tx, id: string): Promise<void> {
  await tx.update(businesses).set({ verified: true }).where(eq(businesses.id, id));
}
