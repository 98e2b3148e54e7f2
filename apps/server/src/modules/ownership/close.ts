import { accountTexts } from '@timeapp/domain/account-texts';
import type { CloseBusinessBody, ClosedBusiness } from '@timeapp/domain/business-closing';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { cancelForClosing } from '../appointments/commands/decide.ts';
import { recordChange } from '../audit/record.ts';
import * as businesses from '../businesses/repository.ts';
import { businessPolicy } from '../businesses/policy.ts';
import { withPassword } from '../users/confirm-password.ts';
import * as repo from './repository.ts';

/** A subscription still charging (or about to): Stripe's portal cancels it, not the closing. */
const charging = new Set(['active', 'trialing', 'past_due']);

/**
 * Its owner closes the business, confirmed with their password (DESIGN.md section 12; decision
 * 051). At once it is gone from search, its page and booking, and from its team; then each
 * upcoming appointment is cancelled as its owner would cancel it, the customer e-mailed the
 * reason. Past appointments stay in their customers' history. The owner may then delete their
 * account.
 */
export async function closeBusiness(
  ctx: AppContext,
  actor: Actor,
  businessId: string,
  body: CloseBusinessBody,
): Promise<ClosedBusiness> {
  const me = requireVerified(actor);
  const found = isUuid(businessId) ? await businesses.findById(ctx.db, businessId) : undefined;
  if (!found) throw notFound(messages.businessNotFound);
  authorize(businessPolicy.close, me, found);
  await withPassword(ctx.db, me, body.password);
  if (found.subscriptionStatus && charging.has(found.subscriptionStatus))
    throw conflict(accountTexts.businessHasSubscription);

  const now = ctx.now();
  // Held FOR UPDATE until closed: a booking that reads it after waits, then is refused by the
  // database (drizzle/0032), and one made before is in the list below.
  await ctx.db.transaction(async (tx) => {
    const b = await businesses.lockById(tx, found.id);
    if (!b) throw notFound(messages.businessNotFound);
    authorize(businessPolicy.close, me, b);
    await repo.close(tx, b.id, now);
    await recordChange(tx, me, 'owner', {
      businessId: b.id,
      action: 'business.closed',
      subject: b.name,
      before: { closedAt: null },
      after: { closedAt: now },
    });
  });
  return { cancelled: await cancelUpcoming(ctx, me, found.id) };
}

/**
 * Cancels a closed business's appointments that hold a place and have not started, each as
 * its owner (`owner`) cancels one: the customer is e-mailed the reason. One that started or
 * was cancelled meanwhile is left as it is. Answers how many were cancelled.
 */
async function cancelUpcoming(ctx: AppContext, owner: SignedIn, businessId: string) {
  let cancelled = 0;
  for (const id of await repo.listUpcoming(ctx.db, businessId, ctx.now()))
    try {
      await cancelForClosing(ctx, owner, id, accountTexts.businessClosedReason);
      cancelled += 1;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  return cancelled;
}

/**
 * The hourly clean-up's part (jobs.ts): a closing cut short (the process ended between closing
 * and cancelling) is finished, so no closed business keeps an upcoming appointment.
 */
export async function finishClosings(ctx: AppContext): Promise<number> {
  let cancelled = 0;
  for (const { businessId, ownerId } of await repo.listUnfinishedClosings(ctx.db, ctx.now()))
    cancelled += await cancelUpcoming(ctx, { userId: ownerId, verified: true }, businessId);
  return cancelled;
}
