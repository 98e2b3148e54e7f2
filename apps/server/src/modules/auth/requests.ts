import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { accountRequests } from '../../db/schema.ts';
import { randomToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as users from '../users/repository.ts';
import { RESET_LINK_MS, resetMail, verificationMail } from '../users/mails.ts';
import * as resets from './repository.ts';

const BATCH = 50;

/**
 * forgot-password and resend-verification only write the request (same statement, same table,
 * known address or not), so the answer takes the same time either way. This looks the address
 * up afterwards, from the mail worker: a reset link for a known account, a new verification
 * link for an unverified one, nothing otherwise. Claimed with SKIP LOCKED, so several
 * processes never resolve one request twice. Answers how many were resolved.
 */
export async function resolveAccountRequests(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const resolved = await ctx.db.transaction(async (tx) => {
      const claimed = tx
        .select({ id: accountRequests.id })
        .from(accountRequests)
        .orderBy(accountRequests.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const batch = await tx
        .delete(accountRequests)
        .where(inArray(accountRequests.id, sql`(${claimed})`))
        .returning();
      for (const request of batch) {
        const user = await users.findByEmail(tx, request.email);
        if (!user) continue;
        if (request.kind === 'reset') {
          const { token, hash } = randomToken();
          await resets.insertReset(tx, {
            tokenHash: hash,
            userId: user.id,
            expiresAt: new Date(ctx.now().getTime() + RESET_LINK_MS),
          });
          await enqueueMail(tx, resetMail(ctx, user, token));
        } else if (!user.verified) {
          await enqueueMail(tx, verificationMail(ctx, user, 'register'));
        }
      }
      return batch.length;
    });
    total += resolved;
    if (resolved < BATCH) return total;
  }
}
