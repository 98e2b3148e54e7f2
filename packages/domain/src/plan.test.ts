import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, endOfLocalDay, planOf, type PlanFacts } from './plan.ts';
import { zonedInstant } from './time-zone.ts';

const tz = 'Pacific/Auckland';
/** An instant given as Auckland wall-clock time. */
const at = (date: string, time = '10:00', zone = tz) => {
  const instant = zonedInstant(date, time, zone);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${zone}`);
  return instant;
};
const facts = (overrides: Partial<PlanFacts>): PlanFacts => ({
  registeredAt: at('2026-03-10', '15:30'),
  timeZone: tz,
  referrals: 0,
  validBugReports: 0,
  subscription: null,
  paidThrough: null,
  now: at('2026-03-10', '15:31'),
  ...overrides,
});

describe('addMonths', () => {
  it.each([
    ['2026-03-10', 3, '2026-06-10'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2027-01-31', 3, '2027-04-30'],
    ['2026-10-31', 3, '2027-01-31'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('daysBetween and endOfLocalDay', () => {
  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBetween('2026-04-04', '2026-04-06')).toBe(2);
    expect(daysBetween('2026-04-06', '2026-04-04')).toBe(-2);
  });
  it('ends a day at the next local midnight, in summer and winter time', () => {
    expect(endOfLocalDay('2026-04-05', tz).toISOString()).toBe('2026-04-05T12:00:00.000Z');
    expect(endOfLocalDay('2026-04-04', tz).toISOString()).toBe('2026-04-04T11:00:00.000Z');
  });
  it('ends a day at the first instant of the next one where midnight is skipped', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    expect(endOfLocalDay('2026-09-05', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('planOf: the referral window (registered 10 March, 15:30)', () => {
  const cases: {
    name: string;
    now: Date;
    referrals: number;
    state: string;
    daysLeft: number;
    next: string;
  }[] = [
    {
      name: 'registration day is day 1',
      now: at('2026-03-10', '16:00'),
      referrals: 0,
      state: 'trial',
      daysLeft: 30,
      next: 'refer',
    },
    {
      name: 'day 29, short',
      now: at('2026-04-07', '23:59'),
      referrals: 9,
      state: 'trial',
      daysLeft: 2,
      next: 'refer',
    },
    {
      name: 'day 30, short, the last minute',
      now: at('2026-04-08', '23:59'),
      referrals: 9,
      state: 'trial',
      daysLeft: 1,
      next: 'refer',
    },
    {
      name: 'day 31, short: hidden',
      now: at('2026-04-09', '00:00'),
      referrals: 9,
      state: 'awaiting-referrals',
      daysLeft: 0,
      next: 'refer',
    },
    {
      name: 'day 31, the 10th came on day 30',
      now: at('2026-04-09', '00:00'),
      referrals: 10,
      state: 'trial',
      daysLeft: 0,
      next: 'none',
    },
    {
      name: 'day 45, the 10th came late: back in trial',
      now: at('2026-04-24'),
      referrals: 10,
      state: 'trial',
      daysLeft: 0,
      next: 'none',
    },
    {
      name: 'day 45, still short',
      now: at('2026-04-24'),
      referrals: 3,
      state: 'awaiting-referrals',
      daysLeft: 0,
      next: 'refer',
    },
  ];
  it.each(cases)('$name', ({ now, referrals, state, daysLeft, next }) => {
    const plan = planOf(facts({ now, referrals }));
    expect(plan.state).toBe(state);
    expect(plan.referralDaysLeft).toBe(daysLeft);
    expect(plan.nextStep).toBe(next);
    expect(plan.referralWindowLastDay).toBe('2026-04-08');
    expect(plan.referralsNeeded).toBe(Math.max(0, 10 - referrals));
    expect(plan.bookable).toBe(state === 'trial');
  });

  it('a subscription lifts a business out of awaiting referrals', () => {
    const plan = planOf(
      facts({ now: at('2026-04-24'), referrals: 2, subscription: { status: 'trialing' } }),
    );
    expect(plan).toMatchObject({
      state: 'trial',
      bookable: true,
      subscribed: true,
      nextStep: 'none',
    });
  });
});

describe('planOf: the trial and bug reports (registered 10 March 2026)', () => {
  const cases: { bugs: number; lastDay: string }[] = [
    { bugs: 0, lastDay: '2026-06-09' },
    { bugs: 1, lastDay: '2026-06-23' },
    { bugs: 3, lastDay: '2026-07-21' },
  ];
  it.each(cases)('$bugs valid bug reports: the last trial day is $lastDay', ({ bugs, lastDay }) => {
    const base = { referrals: 10, validBugReports: bugs };
    const lastMinute = planOf(facts({ ...base, now: at(lastDay, '23:59') }));
    expect(lastMinute).toMatchObject({ state: 'trial', trialLastDay: lastDay, trialDaysLeft: 1 });
    const after = planOf(facts({ ...base, now: endOfLocalDay(lastDay, tz) }));
    expect(after).toMatchObject({
      state: 'awaiting-payment',
      bookable: false,
      trialDaysLeft: 0,
      nextStep: 'subscribe',
    });
  });

  it('after the trial a business short of referrals waits for payment', () => {
    const plan = planOf(facts({ referrals: 4, now: at('2026-06-10') }));
    expect(plan).toMatchObject({ state: 'awaiting-payment', nextStep: 'subscribe' });
  });

  it('a subscription after the trial is active', () => {
    const plan = planOf(
      facts({ referrals: 10, now: at('2026-06-10'), subscription: { status: 'active' } }),
    );
    expect(plan).toMatchObject({ state: 'active', bookable: true, nextStep: 'none' });
  });
});

describe('planOf: month ends', () => {
  const cases: { registered: string; lastDay: string; now: string; state: string }[] = [
    { registered: '2026-11-30', lastDay: '2027-02-27', now: '2027-02-27', state: 'trial' },
    {
      registered: '2026-11-30',
      lastDay: '2027-02-27',
      now: '2027-02-28',
      state: 'awaiting-payment',
    },
    { registered: '2027-01-31', lastDay: '2027-04-29', now: '2027-04-29', state: 'trial' },
    {
      registered: '2027-01-31',
      lastDay: '2027-04-29',
      now: '2027-04-30',
      state: 'awaiting-payment',
    },
  ];
  it.each(cases)(
    'registered $registered, on $now: $state',
    ({ registered, lastDay, now, state }) => {
      const plan = planOf(facts({ registeredAt: at(registered), referrals: 10, now: at(now) }));
      expect(plan.trialLastDay).toBe(lastDay);
      expect(plan.state).toBe(state);
    },
  );
});

describe('planOf: a trial ending on a daylight-saving change', () => {
  // Auckland leaves summer time at 03:00 on Sunday 4 April 2027 (the day has 25 hours).
  const registeredAt = at('2027-01-05', '09:00');
  it('ends at midnight local time, in winter time', () => {
    const plan = planOf(facts({ registeredAt, referrals: 10, now: at('2027-04-04', '23:30') }));
    expect(plan).toMatchObject({ trialLastDay: '2027-04-04', state: 'trial', trialDaysLeft: 1 });
    expect(plan.trialEndsAt.toISOString()).toBe('2027-04-04T12:00:00.000Z');
  });
  it('is over a minute after that midnight', () => {
    const now = new Date(Date.parse('2027-04-04T12:01:00Z'));
    expect(planOf(facts({ registeredAt, referrals: 10, now })).state).toBe('awaiting-payment');
  });
  it('counts days left in calendar days across the change', () => {
    const plan = planOf(facts({ registeredAt, referrals: 10, now: at('2027-04-03', '01:00') }));
    expect(plan.trialDaysLeft).toBe(2);
  });
});

describe('planOf: payment failed (past_due), after the trial', () => {
  const base = { referrals: 10, now: at('2026-08-01') };
  const pastDueSince = at('2026-07-20', '14:00');
  const cases: { name: string; now: Date; state: string }[] = [
    { name: 'day 1 of grace', now: at('2026-07-20', '14:01'), state: 'active' },
    { name: 'day 7 of grace, last minute', now: at('2026-07-26', '23:59'), state: 'active' },
    { name: 'day 8', now: at('2026-07-27', '00:00'), state: 'awaiting-payment' },
  ];
  it.each(cases)('$name: $state, asked to update the card', ({ now, state }) => {
    const plan = planOf(
      facts({ ...base, now, subscription: { status: 'past_due', pastDueSince } }),
    );
    expect(plan.state).toBe(state);
    expect(plan.graceLastDay).toBe('2026-07-26');
    expect(plan.nextStep).toBe('update-card');
  });

  it('cancelled at the end of its period: awaiting payment, asked to subscribe', () => {
    const plan = planOf(facts({ ...base, subscription: { status: 'canceled' } }));
    expect(plan).toMatchObject({ state: 'awaiting-payment', nextStep: 'subscribe' });
  });
});

describe('planOf: marked paid by an operator', () => {
  it('is active through the marked day and waits for payment after it', () => {
    const base = { referrals: 10, paidThrough: '2026-09-30' };
    expect(planOf(facts({ ...base, now: at('2026-09-30', '23:59') })).state).toBe('active');
    expect(planOf(facts({ ...base, now: at('2026-10-01', '00:00') })).state).toBe(
      'awaiting-payment',
    );
  });
});
