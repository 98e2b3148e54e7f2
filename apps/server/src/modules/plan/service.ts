import type { PlanAnswer, ReferralLink } from '@timeapp/domain/billing';
import { messages } from '@timeapp/domain/messages';
import { PLAN } from '@timeapp/domain/plan';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { businessPolicy } from '../businesses/policy.ts';
import * as businesses from '../businesses/repository.ts';
import { planOfBusiness } from '../businesses/plan-facts.ts';
import * as repo from './repository.ts';

/** What drizzle/0010 makes a referral code: 10 hex digits. Anything else names no business. */
const REFERRAL_CODE = /^[0-9a-f]{10}$/;

const businessNotFound = () => notFound(messages.businessNotFound);

/** The owner's view of the plan: the state, its dates, and what to do next. */
export function toPlanAnswer(
  b: businesses.BusinessRow,
  now: Date,
  billingConfigured: boolean,
): PlanAnswer {
  const plan = planOfBusiness(b, now);
  return {
    businessId: b.id,
    state: plan.state,
    bookable: plan.bookable,
    subscribed: plan.subscribed,
    nextStep: plan.nextStep,
    trialLastDay: plan.trialLastDay,
    trialDaysLeft: plan.trialDaysLeft,
    referrals: plan.referrals,
    referralsRequired: PLAN.referralsRequired,
    referralWindowLastDay: plan.referralWindowLastDay,
    referralDaysLeft: plan.referralDaysLeft,
    graceLastDay: plan.graceLastDay,
    paidThrough: b.paidThrough,
    validBugReports: b.validBugReports,
    referralCode: b.referralCode,
    billingConfigured,
  };
}

export function planService(ctx: AppContext) {
  return {
    /** GET /business/:id/plan: its owner only. */
    async ofBusiness(actor: Actor, businessId: string): Promise<PlanAnswer> {
      const me = requireUser(actor);
      if (!isUuid(businessId)) throw businessNotFound();
      const b = await businesses.findById(ctx.db, businessId);
      if (!b) throw businessNotFound();
      authorize(businessPolicy.seePlan, me, b);
      return toPlanAnswer(b, ctx.now(), ctx.config.stripe !== null);
    },

    // anyone: the page a referral link opens names the business before the visitor signs in.
    async referralLink(code: string): Promise<ReferralLink> {
      const found = REFERRAL_CODE.test(code)
        ? await repo.findByReferralCode(ctx.db, code)
        : undefined;
      if (!found) throw notFound(messages.referralLinkNotFound);
      return { businessId: found.id, name: found.name };
    },
  };
}
