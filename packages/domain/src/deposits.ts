// Deposits (DESIGN.md section 14; docs/decisions/056-deposits.md): a section or a service may
// ask for a deposit, an amount or a percentage of its price, paid at booking through Stripe
// Checkout on the business's own connected account. The place is held 15 minutes while the
// customer pays, and released if they do not. What happens to a paid deposit when the
// appointment ends is `depositOnCancel`. Pure: `now` is an argument.
import { id } from './common.ts';
import { depositRuleTexts } from './deposit-rule-texts.ts';
import { z } from './zod.ts';

export const DEPOSIT_KINDS = ['amount', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** An amount in NZD cents: $1 to $10,000 (Stripe's least charge in NZD is $0.50). */
export const DEPOSIT_AMOUNT = { min: 100, max: 1_000_000 } as const;
/** A percentage of the price: 1 to 100. */
export const DEPOSIT_PERCENT = { min: 1, max: 100 } as const;
/** How long a booking holds its place while the customer pays. */
export const DEPOSIT_HOLD_MINUTES = 15;

/** What a section or service asks: `{ kind: 'amount', value: cents }` or `{ kind: 'percent', value: 1..100 }`. */
export const depositRule = z.object({
  kind: z.enum(DEPOSIT_KINDS),
  value: z.int(),
});
export type DepositRule = z.infer<typeof depositRule>;

/** A rule as an edit sends it: an amount of $1 to $10,000, or 1 to 100 percent. */
export const depositRuleBody = depositRule.check(
  z.superRefine((r, ctx) => {
    const range = r.kind === 'amount' ? DEPOSIT_AMOUNT : DEPOSIT_PERCENT;
    if (r.value < range.min || r.value > range.max)
      ctx.addIssue({
        code: 'custom',
        message:
          r.kind === 'amount' ? depositRuleTexts.amountInvalid : depositRuleTexts.percentInvalid,
      });
  }),
);

// depositCents: what a rule asks of a booking with a price, in a module of its own without
// zod (the booking screen says the amount and does not download the schema library).
export { depositCents } from './deposit-amount.ts';

/**
 * Where a deposit stands:
 * - `pending`: asked, the place held until `payBy`; the customer is paying.
 * - `paid`: the booking stands.
 * - `released`: not paid by `payBy` (or the booking ended before it was); the place is free.
 * - `refunding`: a refund is asked of Stripe; `refunded` once Stripe says so.
 * - `kept`: the business keeps it (a late cancellation or a no-show); the owner may still refund.
 */
export const DEPOSIT_STATUSES = [
  'pending',
  'paid',
  'released',
  'refunding',
  'refunded',
  'kept',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const payBy = (bookedAt: Date): Date =>
  new Date(bookedAt.getTime() + DEPOSIT_HOLD_MINUTES * 60_000);

/** Whether a pending deposit's hold has run out at `now` (the place is then released). */
export const holdLapsed = (due: Date, now: Date): boolean => now.getTime() >= due.getTime();

/**
 * What an appointment's end does to its deposit:
 * - not paid yet: released (nothing was taken; the checkout is closed);
 * - the customer cancels in the free window, or the business rejects or cancels: refunded;
 * - the customer cancels late, or does not turn up: kept (the owner can still refund).
 * Null: nothing changes (already released, refunding, refunded or kept).
 */
export function depositOnCancel(
  status: DepositStatus,
  end: { by: 'customer' | 'owner' | 'system'; late: boolean } | 'no-show',
): 'release' | 'refund' | 'keep' | null {
  if (status === 'pending') return 'release';
  if (status !== 'paid') return null;
  if (end === 'no-show') return 'keep';
  if (end.by === 'customer' && end.late) return 'keep';
  return 'refund';
}

/** Whether the owner may refund it now: paid (still booked) or kept. */
export const ownerMayRefund = (status: DepositStatus): boolean =>
  status === 'paid' || status === 'kept';

/** An appointment's deposit, as its answers carry it (`Appointment.deposit`). */
export const appointmentDeposit = z.object({
  amountCents: z.int(),
  status: z.enum(DEPOSIT_STATUSES),
  /** While pending: the instant the place is released if not paid. */
  payBy: z.nullable(z.string()),
  /** While pending, to the customer only: the Stripe Checkout page to pay on. */
  checkoutUrl: z.optional(z.string()),
  /** When the refund was asked (refunding) or confirmed (refunded). */
  refundedAt: z.nullable(z.string()),
});
export type AppointmentDeposit = z.infer<typeof appointmentDeposit>;

/**
 * `GET /business/:id/deposits`: whether this server takes payments at all (`configured`), and
 * where the business's Stripe account stands: none yet, onboarding started, ready to take
 * payments (charges enabled).
 */
export const depositsAccount = z.object({
  businessId: id,
  configured: z.boolean(),
  status: z.enum(['none', 'onboarding', 'ready']),
});
export type DepositsAccount = z.infer<typeof depositsAccount>;
