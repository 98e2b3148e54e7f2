// The owner's plan card's texts (docs/product-rules.md 8): part of the message catalogue, in a
// module of their own so that only the screens with the card load them (page-weight budget).
import type { PlanState } from './plan.ts';

export const planTexts = {
  title: 'Your plan',
  states: {
    trial: 'Free trial',
    'awaiting-referrals': 'Hidden: waiting for referrals',
    'awaiting-payment': 'Hidden: waiting for payment',
    active: 'Active',
  } satisfies Record<PlanState, string>,
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),

  /** 'Free trial: 81 days left (last day Tue 9 Jun).', the days in bold. */
  trialLeft: 'Free trial:',
  daysLeft: (days: string) => `${days} left`,
  trialLastDay: (date: string) => `(last day ${date}).`,
  trialEnded: (date: string) => `Your free trial ended on ${date}.`,
  paidUntil: (date: string) => `Paid until ${date}.`,
  subscribed: (fee: number) => `Subscribed: ${fee} NZD a month.`,

  /** 'Referrals: 3 of 10, 20 days left in your first 30 days', the count in bold. */
  referrals: 'Referrals:',
  referralCount: (referrals: number, required: number) => `${referrals} of ${required}`,
  verified: ' (verified)',
  referralDaysLeft: (days: string, windowDays: number) =>
    `, ${days} left in your first ${windowDays} days`,
  referralProgress: (referrals: number, required: number) =>
    `${referrals} of ${required} referrals`,

  linkTitle: 'Your referral link',
  linkDescription:
    'Customers who open it refer your business. Share it, or print the QR code for your counter.',
  linkPrintHeading: 'Refer this business',

  updateCard: 'Update card',
  manageSubscription: 'Manage subscription',
  subscribe: (fee: number) => `Subscribe: ${fee} NZD a month`,
  nothingChargedYet: 'Nothing is charged before your trial ends.',
};
