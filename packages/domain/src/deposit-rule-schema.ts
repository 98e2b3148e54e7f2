// What an owner may send as a section's or a service's deposit (docs/decisions/056), with the
// rules said in the catalogue's words: an amount from $1 to $10,000, a whole percentage from 1
// to 100, and a percentage only of something with a price. A module of its own: the section
// and service forms (loaded when editing starts) and the server's routes load it, the screens
// that only read a deposit do not.
import { depositTexts as t } from './deposit-texts.ts';
import { DEPOSIT_AMOUNT, DEPOSIT_KINDS, DEPOSIT_PERCENT, type DepositRule } from './deposits.ts';
import { z } from './zod.ts';

const within = (r: DepositRule) => {
  const range = r.kind === 'amount' ? DEPOSIT_AMOUNT : DEPOSIT_PERCENT;
  return Number.isInteger(r.value) && r.value >= range.min && r.value <= range.max;
};

/**
 * A rule, or null for none; the range's message under the field ('deposit'). A form sends a
 * value it could not read as a number as -1, which no range takes, so the kind's rule is said.
 */
export const depositRuleBody = z.nullable(
  z
    .object({
      kind: z.enum(DEPOSIT_KINDS, { error: t.kindInvalid }),
      value: z.number({ error: t.amountInvalid }),
    })
    .check(
      z.superRefine((r, ctx) => {
        if (!within(r))
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: r.kind === 'amount' ? t.amountInvalid : t.percentInvalid,
          });
      }),
    ),
);

/**
 * The rule against the price it is taken of (null or 0: no price shown): a percentage of
 * nothing asks nothing, so it is refused under the deposit field.
 */
export const depositRuleProblem = (
  rule: DepositRule | null | undefined,
  priceCents: number | null | undefined,
): string | null =>
  rule?.kind === 'percent' && (priceCents === null || priceCents === undefined || priceCents === 0)
    ? t.percentNeedsPrice
    : null;
