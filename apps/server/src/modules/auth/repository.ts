import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountRequests, passwordResets } from '../../db/schema.ts';

type Conn = Db | Tx;

export async function insertReset(
  db: Conn,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/**
 * Claims a reset token in one statement, so two requests racing with the same token cannot
 * both succeed: only an unused, unexpired row is updated, and only once.
 */
export async function claimReset(
  db: Conn,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function retireResets(db: Conn, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A forgot-password or resend-verification request, whatever the address. */
export async function insertAccountRequest(db: Conn, kind: 'reset' | 'verify', email: string) {
  await db.insert(accountRequests).values({ kind, email });
}
