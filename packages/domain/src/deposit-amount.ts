// What a deposit rule asks of a booking, apart from deposits.ts's schemas: the booking screen
// says the amount before the customer confirms, and that screen does not download the schema
// library (page-weight budget). deposits.ts re-exports it; import it from there elsewhere.
import type { DepositRule } from './deposits.ts';

/**
 * The least deposit, in NZD cents: $1, deposits.ts's DEPOSIT_AMOUNT.min (written again here so
 * that this module imports no schema; deposit-amount.test.ts checks they agree).
 */
export const DEPOSIT_LEAST_CENTS = 100;

/**
 * The cents a rule asks of a booking with this price: the amount itself, or the percentage of
 * the price rounded to the cent and never under $1. Null when a percentage has no price to take
 * it of (the section or service shows none): no deposit is asked then.
 */
export function depositCents(rule: DepositRule | null, priceCents: number | null): number | null {
  if (!rule) return null;
  if (rule.kind === 'amount') return rule.value;
  if (priceCents === null || priceCents === 0) return null;
  return Math.max(DEPOSIT_LEAST_CENTS, Math.round((priceCents * rule.value) / 100));
}
