import { accountTexts } from '@timeapp/domain/account-texts';
import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { sayDay } from '@timeapp/domain/say-when';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { conflict } from '../../lib/errors.ts';
import {
  accountRequests,
  appointments,
  businesses,
  contactMessages,
  events,
  outbox,
  ratings,
  teamMembers,
  users,
  waitlistEntries,
} from '../../db/schema.ts';
import { decide } from '../appointments/commands/decide.ts';
import { listIdsOwnedBy } from '../businesses/repository.ts';
import { withPassword } from '../users/confirm-password.ts';
import { endAccessBeyondSessions } from '../auth/service.ts';

// Deleting one's own account (Privacy Act 2020; DESIGN.md section 12; decision 049): future
// appointments are cancelled at once (each business told, as for any cancellation), every
// session ends, and 14 days later the account is gone: past appointments stay with their
// business as 'Deleted customer', everything else about the person is removed. Signing in
// before then keeps the account (users/repository.ts keepAccount, called by the sign-in).

export const DELETION_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

export async function requestDeletion(
  ctx: AppContext,
  actor: Actor,
  body: { password: string },
): Promise<{ lastDay: string; message: string }> {
  const me = requireVerified(actor);
  const user = await withPassword(ctx.db, me, body.password);
  // A business is closed or handed over first (decision 051); a closed one stays, for its
  // customers' history.
  if ((await listIdsOwnedBy(ctx.db, user.id)).length)
    throw conflict(accountTexts.accountDeletionOwnsBusiness);

  const now = ctx.now();
  // Cancelled as the customer cancels: the same rules, history, e-mails and live events.
  const future = await ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, user.id),
        inArray(appointments.status, [AppointmentStatus.Waiting, AppointmentStatus.Approved]),
        gt(appointments.startsAt, now),
      ),
    );
  for (const { id } of future)
    await decide(ctx, actor, {
      id,
      status: AppointmentStatus.Cancelled,
      cancellationReason: accountTexts.accountDeletedReason,
    });

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ deletionRequestedAt: now, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion });
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, user.id));
    if (row) await endAccessBeyondSessions(tx, user.id, row.tokenVersion);
  });
  const last = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { lastDay: last, message: accountTexts.accountDeletionRequested(sayDay(last)) };
}

/**
 * Accounts whose 14 days have passed are removed (the cleanup job, hourly): their appointments
 * stay with the business as 'Deleted customer' without their reason, and what else names them
 * (ratings of them, their contact messages, e-mails to them, live events, requests, a staff
 * invitation's address) goes; the account's own rows go with it. Answers how many.
 */
export async function purgeDeletedAccounts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - DELETION_GRACE_DAYS * DAY_MS);
  const due = await ctx.db
    .select({ id: users.id, email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(lte(users.deletionRequestedAt, cutoff));
  for (const u of due)
    await ctx.db.transaction(async (tx) => {
      const addresses = [u.email, ...(u.pendingEmail ? [u.pendingEmail] : [])];
      await tx
        .update(appointments)
        .set({
          userId: null,
          walkInName: accountTexts.deletedCustomer,
          walkInPhone: null,
          reason: '',
        })
        .where(eq(appointments.userId, u.id));
      await tx.delete(ratings).where(and(eq(ratings.ratedKind, 'user'), eq(ratings.ratedId, u.id)));
      await tx.delete(contactMessages).where(eq(contactMessages.userId, u.id));
      await tx.delete(outbox).where(inArray(outbox.to, addresses));
      await tx.delete(accountRequests).where(inArray(accountRequests.email, addresses));
      await tx.delete(events).where(eq(events.customerId, u.id));
      await tx.update(teamMembers).set({ email: null }).where(eq(teamMembers.userId, u.id));
      // A business they closed stays for its customers' history, without them (decision 051).
      await tx
        .update(businesses)
        .set({ ownerId: null })
        .where(and(eq(businesses.ownerId, u.id), isNotNull(businesses.closedAt)));
      await tx.delete(users).where(eq(users.id, u.id));
    });
  return due.length;
}
