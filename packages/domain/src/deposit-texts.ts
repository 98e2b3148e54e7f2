// Deposits' texts on the screens (DESIGN.md section 14; docs/decisions/056): part of the
// message catalogue, in a module of their own so that only the screens that show a deposit
// load them. The server's refusals are in messages.ts, the e-mails in the mail catalogue.
// Amounts are cents, said with formatPrice ('$20', '$12.50').
import type { DepositStatus } from './deposits.ts';
import { formatPrice } from './price.ts';

/** 'until 24 hours before', 'until 1 hour before', 'until the appointment starts'. */
const freeWindow = (freeHours: number) =>
  freeHours === 0
    ? 'until the appointment starts'
    : `until ${freeHours === 1 ? '1 hour' : `${freeHours} hours`} before`;

export const depositTexts = {
  /** The owner's Deposits card on the business profile. */
  cardTitle: 'Deposits',
  notConfigured:
    'Payments are not set up on this server, so deposits cannot be taken here. Ask the site operator.',
  introNone:
    'Ask customers for a deposit when they book, paid to your own Stripe account. A place is held 15 minutes while they pay.',
  connect: 'Take deposits with Stripe',
  introOnboarding: 'Your Stripe account is not finished yet: Stripe needs a few more details.',
  finish: 'Finish setting up with Stripe',
  ready: 'Deposits: ready',
  introReady:
    'Set a deposit on a section or a service (Edit) and, if you like, for customers with strikes in the cancellation policy.',
  /** While the card asks Stripe where the account stands. */
  loading: 'Loading deposits…',

  /** The deposit fields in the section and service forms. */
  fieldLabel: 'Deposit',
  kinds: {
    none: 'None',
    amount: 'Amount ($)',
    percent: 'Percentage of the price (%)',
  },
  /** A section's or service's rule, on the owner's cards: '$20', '25% of the price'. */
  rule: (kind: 'amount' | 'percent', value: number) =>
    kind === 'amount' ? formatPrice(value) : `${value}% of the price`,
  amountLabel: 'Deposit amount',
  percentLabel: 'Deposit percentage',
  notReadyHint: 'Set up deposits with Stripe on your business profile first.',
  fieldHint: 'Paid when booking; refunded if the customer cancels in time.',
  // The ranges are said by the shared schema (deposit-rule-texts.ts); this one the form finds.
  percentNeedsPrice: 'A percentage needs a price: enter the price, or ask for an amount',

  /** The cancellation policy's consequence, when the owner asks customers with strikes for a deposit. */
  strikeDepositLabel: 'Deposit for customers with strikes ($)',
  strikeDepositHint: 'Asked when the booking asks none of its own.',
  askDeposit: (cents: number) => `Ask for a deposit of ${formatPrice(cents)}`,
  /** The profile card's policy line, with this consequence. */
  summary: (freeHours: number, strikeLimit: number, cents: number) =>
    `free until ${freeHours === 1 ? '1 hour' : `${freeHours} hours`} before; after ${strikeLimit === 1 ? '1 strike' : `${strikeLimit} strikes`} in 180 days a customer pays a deposit of ${formatPrice(cents)} to book online.`,

  /** Before booking, with the deposit consequence: cancellation-policy-texts.ts policyStrikes's twin. */
  policyStrikes: (freeHours: number, strikeLimit: number, cents: number) =>
    `${freeHours === 0 ? 'A no-show' : 'A later cancellation or a no-show'} counts as a strike; with ${strikeLimit === 1 ? '1 strike' : `${strikeLimit} strikes`} in 180 days you pay a deposit of ${formatPrice(cents)} to book online here.`,

  /** What a section or service asks, on the booking screen: 'Deposit $20'. */
  asks: (cents: number) => `Deposit ${formatPrice(cents)}`,
  /** The booking's confirm step. */
  confirmLine: (cents: number, freeHours: number) =>
    `Deposit: ${formatPrice(cents)}, paid now; refunded if you cancel ${freeWindow(freeHours)}.`,
  confirmAndPay: 'Confirm and pay deposit',
  goingToPay: 'Taking you to the payment page…',

  /** Back from paying (/appointment-booked?deposit=return). */
  paidTitle: 'Deposit paid',
  paidText: 'Thank you: your place is kept, and the booking e-mail is on its way.',
  waitingTitle: 'Waiting for your payment',
  waitingText: 'This can take a few seconds after paying. If you did not finish paying:',
  /** The link to the Checkout page while pending. */
  pay: 'Pay your deposit',

  /** A deposit's status in words, for the customer and the owner. */
  status: {
    pending: (_cents: number, by: string) => `Pay your deposit by ${by}`,
    paid: (cents: number) => `Deposit ${formatPrice(cents)} paid`,
    released: () => 'Released: deposit not paid',
    refunding: (cents: number) => `Refund of ${formatPrice(cents)} on its way`,
    refunded: (cents: number) => `Deposit ${formatPrice(cents)} refunded`,
    kept: (cents: number) => `Deposit ${formatPrice(cents)} kept by the business`,
  } satisfies Record<DepositStatus, (cents: number, by: string) => string>,
  /** The owner's view of a pending one: the customer pays, not the owner. */
  pendingOwner: (cents: number, by: string) =>
    `Deposit ${formatPrice(cents)} not paid yet (the place is held until ${by})`,

  /** The owner's refund. */
  refund: 'Refund deposit',
  refundTitle: 'Refund the deposit?',
  refundText: (cents: number, customer: string) =>
    `${formatPrice(cents)} goes back to ${customer}'s card through Stripe. This cannot be undone.`,
  refundYes: 'Refund',
  refundNo: 'Keep it',
  refundAsked: 'Refund asked: the deposit is on its way back.',
};
