import { id } from './common.ts';
import { planStates } from './plan.ts';
import { z } from './zod.ts';

// Answers of the owner's plan routes (GET /business/:id/plan, the billing sessions) and the
// referral link. The rules behind them are `planOf` in plan.ts.

export const planAnswer = z.object({
  businessId: id,
  state: z.enum(planStates),
  bookable: z.boolean(),
  subscribed: z.boolean(),
  nextStep: z.enum(['none', 'refer', 'subscribe', 'update-card']),
  /** The trial's last day and the referral window's, business-local YYYY-MM-DD, inclusive. */
  trialLastDay: z.string(),
  trialDaysLeft: z.int(),
  referrals: z.int(),
  referralsRequired: z.int(),
  referralWindowLastDay: z.string(),
  referralDaysLeft: z.int(),
  graceLastDay: z.nullable(z.string()),
  paidThrough: z.nullable(z.string()),
  validBugReports: z.int(),
  /** The code of the referral link /r/{code}. */
  referralCode: z.string(),
  /** False where the server has no Stripe keys: nobody can subscribe here. */
  billingConfigured: z.boolean(),
});
export type PlanAnswer = z.infer<typeof planAnswer>;

/** A Stripe page to send the owner to (Checkout or the Customer Portal). */
export const billingRedirect = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirect>;

/** The business a referral link names, for the page that opens it. */
export const referralLink = z.object({ businessId: id, name: z.string() });
export type ReferralLink = z.infer<typeof referralLink>;
