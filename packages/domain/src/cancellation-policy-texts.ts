// The cancellation policy's texts (docs/decisions/055): part of the message catalogue, in a
// module of their own so that only the screens that show the policy load them.
import type { StrikeKind } from './cancellation-policy.ts';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const strikes = (n: number) => (n === 1 ? '1 strike' : `${n} strikes`);

export const cancellationTexts = {
  /** The booking screen and the business page, before a customer books. */
  policy: (freeHours: number) =>
    freeHours === 0
      ? 'Free cancellation until the appointment starts.'
      : `Free cancellation until ${hours(freeHours)} before.`,
  policyStrikes: (freeHours: number, strikeLimit: number) =>
    `${freeHours === 0 ? 'A no-show' : 'A later cancellation or a no-show'} counts as a strike; with ${strikes(strikeLimit)} in 180 days you can no longer book online here.`,

  /** The customer's cancel confirmation, when cancelling now is late. */
  lateWarning: (freeHours: number) =>
    `Free cancellation ended ${hours(freeHours)} before the start: cancelling now counts as a strike against you at this business.`,
  /** The answer to a late cancellation. */
  cancelledLate: 'Your appointment is cancelled. This late cancellation counts as a strike.',

  /** The refusal, when a customer with K strikes books (403). */
  refused: (business: string, count: number) =>
    `You can't book with ${business} online right now: you have ${strikes(count)} (late cancellations or no-shows) in the last 180 days. Please contact the business.`,

  /** The owner's profile card: the policy in one line. */
  summaryLabel: 'Cancellation policy:',
  summary: (freeHours: number, strikeLimit: number) =>
    `free until ${hours(freeHours)} before; after ${strikes(strikeLimit)} in 180 days a customer may not book online.`,

  /** The owner's settings. */
  settingsTitle: 'Cancellation policy',
  freeHoursLabel: 'Free cancellation until (hours before)',
  freeHoursDescription:
    'A customer who cancels later, or does not turn up, gets a strike. 0 to 72 hours.',
  strikeLimitLabel: 'Strikes in 180 days before the consequence',
  consequenceLabel: 'Then the customer',
  consequences: { refuse: 'may not book online', deposit: 'must pay a deposit' },
  // Rules, as the field's message under it and, behind its name, in the server's 400 ('Free
  // hours must be ...'): not in messages.ts, which every screen loads.
  freeHoursInvalid: 'Must be a whole number of hours from 0 to 72',
  strikeLimitInvalid: 'Must be a whole number from 1 to 10',
  consequenceInvalid: "Must be 'refuse' (may not book online) or 'deposit' (must pay a deposit)",
  strikeDepositInvalid: 'Must be an amount from $1 to $10,000',

  /** The owner's view of a customer's strikes. */
  strikesTitle: 'Strikes',
  strikesNone: 'No strikes.',
  strikesCount: (counting: number, limit: number) => `${counting} of ${limit} in the last 180 days`,
  kinds: {
    'late-cancellation': 'Late cancellation',
    'no-show': 'No-show',
  } satisfies Record<StrikeKind, string>,
  forgive: 'Forgive',
  forgiven: (when: string) => `Forgiven ${when}`,
  forgiveDone: 'Strike forgiven',
  forgiveAgain: 'This strike is already forgiven',
  strikeNotFound: 'Strike not found',
  expired: 'Older than 180 days: no longer counts',
};
