import { id } from './common.ts';
import { z } from './zod.ts';

// Answers of POST /rating and POST /business/:id/referral. The rating request body
// (`ratingBody`) lives in appointments.ts beside the screens that send it.

export const ratingResult = z.object({
  ratedId: id,
  rate: z.int(),
  /** Of everything the rated business or customer has received, this rating included. */
  average: z.number(),
  count: z.int(),
});
export type RatingResult = z.infer<typeof ratingResult>;

export const referralResult = z.object({
  referralCount: z.int(),
  /** True once 10 verified customers referred the business within 30 days of registering. */
  verified: z.boolean(),
});
export type ReferralResult = z.infer<typeof referralResult>;

/** GET /business/:id/referral: whether the caller has referred the business. */
export const referralStatus = z.object({ referred: z.boolean() });
export type ReferralStatus = z.infer<typeof referralStatus>;
