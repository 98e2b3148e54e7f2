import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { businesses } from '../src/db/schema.ts';
import { bookableSql, planOfBusiness } from '../src/modules/businesses/plan-facts.ts';
import { book, changeStatus, MONDAY, readAppointment } from './support/appointments.ts';
import { API, call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';
import { AppointmentStatus } from '@timeapp/domain/status';

const tz = 'Pacific/Auckland';
const at = (date: string, time = '10:00', zone = tz) => zonedInstant(date, time, zone)!;
/** Registered 10 March 2026, 15:30 Auckland: the window's last day is 8 April, the trial's 9 June. */
const REGISTERED = at('2026-03-10', '15:30');

type Facts = Partial<typeof businesses.$inferInsert>;

describe(`the plan state where businesses are read (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let customer: GivenUser;

  const aBusiness = (facts: Facts = {}) =>
    givenBusiness(t.ctx, owner.id, {
      createdAt: REGISTERED,
      name: `Plan Studio ${Math.random().toString(36).slice(2, 8)}`,
      ...facts,
    });
  const listed = async (b: GivenBusiness) => {
    const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, b.id));
    const res = await call.search(t, `name=${encodeURIComponent(row!.name)}`);
    return (res.json().data as { _id: string }[]).some((x) => x._id === b.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [owner, otherOwner, customer] = await Promise.all([
      givenUser(t.ctx),
      givenUser(t.ctx),
      givenUser(t.ctx),
    ]);
  });
  afterAll(() => t.close());

  describe('search computes the same answer as planOf, at every boundary', () => {
    // [facts, local day and time of `now`]: each a boundary row of packages/domain/src/plan.test.ts.
    const cases: [string, Facts, string, string, boolean][] = [
      ['window day 30, no referrals', {}, '2026-04-08', '23:59', true],
      ['window day 31, no referrals', {}, '2026-04-09', '00:00', false],
      ['window day 31, 9 referrals', { referralCount: 9 }, '2026-04-09', '10:00', false],
      ['window day 31, 10 referrals', { referralCount: 10 }, '2026-04-09', '10:00', true],
      ['trial last day, 10 referrals', { referralCount: 10 }, '2026-06-09', '23:59', true],
      ['trial over, 10 referrals', { referralCount: 10 }, '2026-06-10', '00:00', false],
      [
        '1 bug report, day after 3 months',
        { referralCount: 10, validBugReports: 1 },
        '2026-06-23',
        '12:00',
        true,
      ],
      [
        '1 bug report, 14 days later',
        { referralCount: 10, validBugReports: 1 },
        '2026-06-24',
        '00:00',
        false,
      ],
      ['3 bug reports', { referralCount: 10, validBugReports: 3 }, '2026-07-21', '12:00', true],
      [
        '3 bug reports, over',
        { referralCount: 10, validBugReports: 3 },
        '2026-07-22',
        '12:00',
        false,
      ],
      [
        'subscribed in the trial, window closed',
        { subscriptionStatus: 'trialing' },
        '2026-05-01',
        '12:00',
        true,
      ],
      ['active after the trial', { subscriptionStatus: 'active' }, '2026-08-01', '12:00', true],
      [
        'past due day 7',
        { subscriptionStatus: 'past_due', pastDueSince: at('2026-08-01', '09:00') },
        '2026-08-07',
        '23:59',
        true,
      ],
      [
        'past due day 8',
        { subscriptionStatus: 'past_due', pastDueSince: at('2026-08-01', '09:00') },
        '2026-08-08',
        '00:00',
        false,
      ],
      [
        'cancelled after the trial',
        { subscriptionStatus: 'canceled' },
        '2026-08-01',
        '12:00',
        false,
      ],
      ['marked paid, last day', { paidThrough: '2026-09-30' }, '2026-09-30', '23:59', true],
      ['marked paid, the day after', { paidThrough: '2026-09-30' }, '2026-10-01', '00:00', false],
    ];
    it.each(cases)('%s', async (_name, facts, date, time, expected) => {
      const b = await aBusiness(facts);
      const now = at(date, time);
      const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, b.id));
      const [{ bookable }] = (await t.ctx.db
        .select({ bookable: sql<boolean>`${bookableSql(now.toISOString())}` })
        .from(businesses)
        .where(eq(businesses.id, b.id))) as [{ bookable: boolean }];
      expect(planOfBusiness(row!, now).bookable).toBe(expected);
      expect(bookable).toBe(expected);
      t.setNow(now);
      expect(await listed(b)).toBe(bookable);
      expect((await call.get(t, b.id)).json().data.bookable).toBe(bookable);
    });
  });

  describe('a business past its referral window', () => {
    let shortOfReferrals: GivenBusiness;
    let appointmentId: string;

    beforeAll(async () => {
      t.setNow(at('2026-03-02', '08:00'));
      shortOfReferrals = await givenBusiness(t.ctx, owner.id, { createdAt: at('2026-01-20') });
      appointmentId = await givenAppointment(t.ctx, {
        userId: customer.id,
        businessId: shortOfReferrals.id,
        sectionId: shortOfReferrals.sectionIds[0]!,
        date: MONDAY,
        time: '10:00',
      });
    });

    it('is not listed, and its page says it takes no bookings', async () => {
      expect(await listed(shortOfReferrals)).toBe(false);
      const page = expectAnswer(await call.get(t, shortOfReferrals.id), 200, 'OK');
      expect(page.data.bookable).toBe(false);
    });

    it('refuses a new booking with a clear message', async () => {
      const res = await book(t.app, customer, {
        businessId: shortOfReferrals.id,
        sectionId: shortOfReferrals.sectionIds[0]!,
        appointmentDate: MONDAY,
        appointmentTime: '11:00',
      });
      expectAnswer(res, 403, messages.businessNotBookable);
    });

    it('keeps the appointments already made manageable', async () => {
      expect((await readAppointment(t.app, customer, appointmentId)).statusCode).toBe(200);
      const res = await changeStatus(t.app, owner, appointmentId, AppointmentStatus.Approved);
      expect(res.statusCode).toBe(200);
    });

    it('is listed again at its 10th referral', async () => {
      await t.ctx.db
        .update(businesses)
        .set({ referralCount: 10 })
        .where(eq(businesses.id, shortOfReferrals.id));
      expect(await listed(shortOfReferrals)).toBe(true);
    });
  });

  describe('GET /business/:id/plan', () => {
    let b: GivenBusiness;
    const plan = (who: GivenUser | undefined, id = b.id) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/business/${id}/plan`,
        headers: who ? bearer(who) : {},
      });

    beforeAll(async () => {
      b = await aBusiness({ referralCount: 3 });
      t.setNow(at('2026-03-20', '12:00'));
    });

    it.each<[string, () => GivenUser | undefined, number, string]>([
      ['a visitor', () => undefined, 401, messages.unauthorized],
      ['a customer', () => customer, 403, messages.forbidden],
      ['another owner', () => otherOwner, 403, messages.forbidden],
    ])('%s may not read it', async (_who, who, status, message) => {
      expectAnswer(await plan(who()), status, message);
    });

    it('its owner reads the state, the days left and the referral link', async () => {
      const answer = expectAnswer(await plan(owner), 200, 'OK');
      expect(answer.data).toMatchObject({
        businessId: b.id,
        state: 'trial',
        bookable: true,
        nextStep: 'refer',
        trialLastDay: '2026-06-09',
        referrals: 3,
        referralsRequired: 10,
        referralWindowLastDay: '2026-04-08',
        referralDaysLeft: 20,
        billingConfigured: false,
      });
      expect(answer.data.referralCode).toMatch(/^[0-9a-f]{10}$/);
    });

    it('the referral link names the business to anyone', async () => {
      const code = (await plan(owner)).json().data.referralCode;
      const res = await t.app.inject({ method: 'GET', url: `${API}/referral-link/${code}` });
      expect(expectAnswer(res, 200, 'OK').data.businessId).toBe(b.id);
      expectAnswer(
        await t.app.inject({ method: 'GET', url: `${API}/referral-link/nope` }),
        404,
        messages.referralLinkNotFound,
      );
    });

    it('an unknown business is not found', async () => {
      expectAnswer(
        await plan(owner, '00000000-0000-4000-8000-000000000000'),
        404,
        messages.businessNotFound,
      );
      expectAnswer(await plan(owner, 'x'), 404, messages.businessNotFound);
    });
  });
});
