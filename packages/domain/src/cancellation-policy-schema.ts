// What the owner may send for the cancellation policy (decision 055), in PUT /business/:id. A
// module of its own: the server's route and the owner's edit form load it, the screens that
// only read a business (and its policy) do not (page-weight budget).
import { updateBusinessBody } from './businesses.ts';
import { cancellationTexts as t } from './cancellation-policy-texts.ts';
import { FREE_HOURS, STRIKE_CONSEQUENCES, STRIKE_LIMIT } from './cancellation-policy.ts';
import { DEPOSIT_AMOUNT } from './deposits.ts';
import { z } from './zod.ts';

const wholeBetween = (range: { min: number; max: number }, message: string) =>
  z.int({ error: message }).check(z.minimum(range.min, message), z.maximum(range.max, message));

export const cancellationPolicyBody = z.object({
  freeHours: wholeBetween(FREE_HOURS, t.freeHoursInvalid),
  strikeLimit: wholeBetween(STRIKE_LIMIT, t.strikeLimitInvalid),
  consequence: z.enum(STRIKE_CONSEQUENCES, { error: t.consequenceInvalid }),
  /** Required (by the server, against what is stored) when the consequence is 'deposit'. */
  strikeDepositCents: z.nullable(wholeBetween(DEPOSIT_AMOUNT, t.strikeDepositInvalid)),
});
export type CancellationPolicyBody = z.infer<typeof cancellationPolicyBody>;

/** PUT /business/:id: the business's fields and sections, and any of the policy's fields. */
export const updateBusinessWithPolicy = z.extend(updateBusinessBody, {
  cancellationPolicy: z.optional(z.partial(cancellationPolicyBody)),
});
export type UpdateBusinessWithPolicy = z.infer<typeof updateBusinessWithPolicy>;
