// Section prices are New Zealand dollars, stored and sent as whole cents so that no sum or
// comparison ever meets a binary fraction. No zod here: the public page that shows a price
// does not download the schema library.
import { messages } from './messages.ts';

/** The highest price a section may show: $100,000. */
export const MAX_PRICE_CENTS = 10_000_000;

const dollarsPattern = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/;

/**
 * A price as an owner types it ('45', '45.5', '$45.50') in cents; null when the box is empty;
 * the text itself when it is no price, so the schema names the problem.
 */
export function centsFromDollars(text: string): number | null | string {
  const t = text.trim().replace(/,/g, '');
  if (!t) return null;
  const m = dollarsPattern.exec(t);
  if (!m) return text;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents back to the box's text: '45' or '45.50'. */
export const dollarsFromCents = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const whole = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});

/** How people read a price: 'Free', '$45', '$45.50', '$1,200'. */
export const formatPrice = (cents: number): string =>
  cents === 0 ? messages.priceFree : (cents % 100 === 0 ? whole : withCents).format(cents / 100);
