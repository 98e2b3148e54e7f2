// A customer's strikes at a business (docs/decisions/055), as its owner reads them
// (GET /business/:id/customers/:userId/strikes) and forgives one
// (POST /business/:id/strikes/:strikeId/forgive).
import { STRIKE_KINDS } from './cancellation-policy.ts';
import { id, localDate, localTime } from './common.ts';
import { z } from './zod.ts';

export const strike = z.object({
  _id: id,
  kind: z.enum(STRIKE_KINDS),
  /** When it happened: the cancellation, or the start of the appointment not turned up to. */
  at: z.string(),
  /** Whether it counts now: not forgiven and less than 180 days old. */
  counts: z.boolean(),
  forgivenAt: z.nullable(z.string()),
  appointment: z.object({
    _id: id,
    appointmentDate: localDate,
    appointmentTime: localTime,
    sectionName: z.string(),
  }),
});
export type StrikeAnswer = z.infer<typeof strike>;

export const customerStrikes = z.object({
  userId: id,
  /** Strikes that count now, and how many bring the consequence. */
  counting: z.int(),
  strikeLimit: z.int(),
  /** Newest first, the forgiven and the expired too. */
  strikes: z.array(strike),
});
export type CustomerStrikes = z.infer<typeof customerStrikes>;
