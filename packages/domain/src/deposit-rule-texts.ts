// Deposits' rules and refusals (decision 056), the server's words: the rules' messages (under the field on a
// form, behind its name in a 400) and the answers' errors. Not in messages.ts, which every
// screen loads; the e-mails' lines are in mail-texts.ts.
export const depositRuleTexts = {
  amountInvalid: 'Must be an amount from $1 to $10,000',
  percentInvalid: 'Must be a whole percentage from 1 to 100',
  percentNeedsPrice: 'Must be an amount when there is no price to take a percentage of',
  notReady: 'Set up deposits with Stripe on your business profile first',
  paymentsUnavailable: 'Payments are unavailable just now; nothing was booked. Please try again.',
  notRefundable: 'This deposit cannot be refunded now',
  noDeposit: 'This appointment has no deposit',
  refundAsked: 'The deposit will be refunded',
  /** The cancellation reason of a booking whose hold ran out. */
  notPaidInTime: 'Deposit not paid in time',
} as const;
