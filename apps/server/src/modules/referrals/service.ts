import { messages } from '@timeapp/domain/messages';
import type { ReferralResult, ReferralStatus } from '@timeapp/domain/ratings';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, requireVerified, type Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './repository.ts';

/** A business is verified once this many verified customers refer it in its first days. */
export const REFERRALS_TO_VERIFY = 10;
export const REFERRAL_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export function referralService(ctx: AppContext) {
  return {
    /** Whether the caller has referred the business: the button then shows it. */
    async status(actor: Actor, businessId: string): Promise<ReferralStatus> {
      const me = requireUser(actor);
      if (!isUuid(businessId) || !(await businesses.exists(ctx.db, businessId)))
        throw notFound(messages.businessNotFound);
      return { referred: await repo.hasReferred(ctx.db, me.userId, businessId) };
    },

    /** The '+ Referral' button: once per customer and business; the owner cannot refer. */
    async refer(actor: Actor, businessId: string): Promise<ReferralResult> {
      const me = requireVerified(actor);
      if (!isUuid(businessId)) throw notFound(messages.businessNotFound);
      return ctx.db.transaction(async (tx) => {
        const business = await businesses.lockForReferral(tx, businessId);
        if (!business) throw notFound(messages.businessNotFound);
        authorize(businessPolicy.refer, me, business);
        if (!(await repo.insertOnce(tx, me.userId, businessId, ctx.now())))
          throw conflict(messages.alreadyReferred);
        const referralCount = await businesses.incrementReferralCount(tx, businessId);
        let verified = business.verified;
        if (!verified) {
          // Later referrals still count, but only those in the first 30 days verify.
          const until = new Date(
            new Date(business.createdAt).getTime() + REFERRAL_WINDOW_DAYS * DAY_MS,
          );
          if (
            (await repo.countVerifiedReferralsUntil(tx, businessId, until)) >= REFERRALS_TO_VERIFY
          ) {
            await businesses.markVerified(tx, businessId);
            verified = true;
          }
        }
        return { referralCount, verified };
      });
    },
  };
}
