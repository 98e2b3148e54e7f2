import { addDays, localParts, zonedInstant } from './time-zone.ts';

// Where a business stands in the business plan (docs/product-rules.md, section 8, and
// docs/decisions/017-plan-state.md): one pure function of its dates, referrals, valid bug
// reports and subscription, evaluated wherever the data is read. Days are calendar days in
// the business's time zone; a period ends at local midnight at the end of its last day.

/** The plan's numbers: the terms, the pricing text and the rules all read them from here. */
export const PLAN = {
  trialMonths: 3,
  referralsRequired: 10,
  referralWindowDays: 30,
  bugReportExtensionDays: 14,
  paymentGraceDays: 7,
  monthlyFeeNzd: 2,
} as const;

export const planStates = ['trial', 'awaiting-referrals', 'awaiting-payment', 'active'] as const;
export type PlanState = (typeof planStates)[number];

/** The subscription as the billing provider last reported it (null: never subscribed). */
export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  /** When the subscription first became past_due in its current run of failed payments. */
  pastDueSince?: Date | null;
}

export interface PlanFacts {
  registeredAt: Date;
  timeZone: string;
  /** Referrals from distinct verified, active customers, counted as of `now`. */
  referrals: number;
  validBugReports: number;
  subscription: SubscriptionFacts | null;
  /** Marked paid by an operator through this local date, inclusive (servers without billing). */
  paidThrough?: string | null;
  now: Date;
}

export type NextStep = 'none' | 'refer' | 'subscribe' | 'update-card';

export interface Plan {
  state: PlanState;
  /** Listed in search and open to new bookings. */
  bookable: boolean;
  /** Paying, in grace, marked paid, or subscribed ahead of the trial's end. */
  subscribed: boolean;
  nextStep: NextStep;
  /** The last day of the trial (local date, inclusive) and the instant it ends. */
  trialLastDay: string;
  trialEndsAt: Date;
  /** Days of trial left counting today; 0 once it has ended. */
  trialDaysLeft: number;
  referrals: number;
  referralsNeeded: number;
  referralWindowLastDay: string;
  referralWindowEndsAt: Date;
  /** Days left in the referral window counting today; 0 once it has closed. */
  referralDaysLeft: number;
  /** While past_due: the last day of the grace period (local date, inclusive). */
  graceLastDay: string | null;
}

/** `date` plus whole calendar months; a day the month lacks becomes its last day (31 Jan -> 30 Apr). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (local dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The instant a local day ends: midnight at the start of the next day, or, where a clock change
 * skips midnight, the first instant of that day.
 */
export function endOfLocalDay(date: string, timeZone: string): Date {
  const next = addDays(date, 1);
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const instant = zonedInstant(next, time, timeZone);
    if (instant) return instant;
  }
  throw new Error(`no instant on ${next} in ${timeZone}`);
}

const daysLeft = (today: string, lastDay: string) => Math.max(0, daysBetween(today, lastDay) + 1);

export function planOf(facts: PlanFacts): Plan {
  const { timeZone, now, referrals, subscription } = facts;
  const registeredOn = localParts(facts.registeredAt, timeZone).date;
  const today = localParts(now, timeZone).date;

  const trialLastDay = addDays(
    addMonths(registeredOn, PLAN.trialMonths),
    PLAN.bugReportExtensionDays * Math.max(0, facts.validBugReports) - 1,
  );
  const referralWindowLastDay = addDays(registeredOn, PLAN.referralWindowDays - 1);
  const inTrial = today <= trialLastDay;
  const windowOpen = today <= referralWindowLastDay;
  const referralsNeeded = Math.max(0, PLAN.referralsRequired - referrals);

  let graceLastDay: string | null = null;
  let paying = false;
  let cardFailing = false;
  switch (subscription?.status) {
    case 'trialing':
    case 'active':
      paying = true;
      break;
    case 'past_due': {
      const since = localParts(subscription.pastDueSince ?? now, timeZone).date;
      graceLastDay = addDays(since, PLAN.paymentGraceDays - 1);
      paying = today <= graceLastDay;
      cardFailing = true;
      break;
    }
    default:
      cardFailing = subscription?.status === 'unpaid';
  }
  const markedPaid = facts.paidThrough != null && today <= facts.paidThrough;
  const subscribed = paying || markedPaid;

  // After the trial a subscription is what leads out of either waiting state, so a business
  // short of referrals then waits for payment (docs/decisions/017-plan-state.md).
  let state: PlanState;
  if (subscribed) state = inTrial ? 'trial' : 'active';
  else if (!inTrial) state = 'awaiting-payment';
  else if (!windowOpen && referralsNeeded > 0) state = 'awaiting-referrals';
  else state = 'trial';

  let nextStep: NextStep = 'none';
  if (cardFailing) nextStep = 'update-card';
  else if (!subscribed && state === 'awaiting-payment') nextStep = 'subscribe';
  else if (!subscribed && referralsNeeded > 0) nextStep = 'refer';

  return {
    state,
    bookable: state === 'trial' || state === 'active',
    subscribed,
    nextStep,
    trialLastDay,
    trialEndsAt: endOfLocalDay(trialLastDay, timeZone),
    trialDaysLeft: daysLeft(today, trialLastDay),
    referrals,
    referralsNeeded,
    referralWindowLastDay,
    referralWindowEndsAt: endOfLocalDay(referralWindowLastDay, timeZone),
    referralDaysLeft: daysLeft(today, referralWindowLastDay),
    graceLastDay,
  };
}

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const weeks = (days: number) => (days % 7 === 0 ? `${days / 7} weeks` : `${days} days`);

/** The plan in four sentences, for the screens that explain it (info, about, pricing). */
export const planTerms: readonly string[] = [
  `Businesses start with a free trial of ${months(PLAN.trialMonths)}.`,
  `Within ${PLAN.referralWindowDays} days of registering, a business needs ${PLAN.referralsRequired} active, verified customers to refer it.`,
  `After the trial, a business continues for ${PLAN.monthlyFeeNzd} dollars (NZD) a month.`,
  `A valid bug report extends the business's trial by ${weeks(PLAN.bugReportExtensionDays)}.`,
];
export const planWording = {
  trial: months(PLAN.trialMonths),
  bugReportExtension: weeks(PLAN.bugReportExtensionDays),
};
