// The owner's plan e-mails (docs/decisions/030): the hourly job computes each business's plan
// now and queues each e-mail once per business, kind and occasion, never before its moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { businesses } from '../src/db/schema.ts';
import { sendPlanMails } from '../src/modules/plan/mails-job.ts';
import { mailsTo } from './support/appointments.ts';
import { givenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

const tz = 'Pacific/Auckland';
const at = (date: string, time = '10:00') => zonedInstant(date, time, tz)!;
/** Registered 10 March 2026, 15:30 Auckland: the window's last day is 8 April, the trial's 9 June. */
const REGISTERED = at('2026-03-10', '15:30');

describe(`plan e-mails to the owner (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new owner with one business registered on REGISTERED. */
  async function anOwner(facts: Partial<typeof businesses.$inferInsert> = {}) {
    const owner = await givenUser(t.ctx);
    const business = await givenBusiness(t.ctx, owner.id, {
      createdAt: REGISTERED,
      name: `Mail Studio ${Math.random().toString(36).slice(2, 8)}`,
      ...facts,
    });
    const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    return { owner, id: business.id, name: row!.name };
  }
  /** Runs the job at the local day and time, and returns the subjects queued to the owner since. */
  async function runAt(owner: GivenUser, date: string, time = '10:00') {
    const before = (await mailsTo(t.ctx, owner.email)).length;
    t.setNow(at(date, time));
    await sendPlanMails(t.ctx);
    const all = await mailsTo(t.ctx, owner.email);
    return all.slice(0, all.length - before).map((m) => m.subject);
  }
  const subject = (s: string) => `TimeApp: ${s}`;
  const setFacts = (id: string, facts: Partial<typeof businesses.$inferInsert>) =>
    t.ctx.db.update(businesses).set(facts).where(eq(businesses.id, id));

  it('the trial reminders go 7 days and 1 day before its end, once each; then paused, resumed', async () => {
    const { owner, id, name } = await anOwner({ referralCount: 10 });
    expect(await runAt(owner, '2026-06-02', '23:59')).toEqual([]); // 8 days left
    expect(await runAt(owner, '2026-06-03', '00:00')).toEqual([
      subject(mailTexts.planMailTrialEndingSubject(name, 7)),
    ]);
    expect(await runAt(owner, '2026-06-03', '11:00')).toEqual([]);
    expect(await runAt(owner, '2026-06-08')).toEqual([]);
    expect(await runAt(owner, '2026-06-09', '00:30')).toEqual([
      subject(mailTexts.planMailTrialEndingSubject(name, 1)),
    ]);
    expect(await runAt(owner, '2026-06-09', '23:00')).toEqual([]);
    // The trial is over without a subscription: hidden, waiting for payment.
    expect(await runAt(owner, '2026-06-10', '00:00')).toEqual([
      subject(mailTexts.planMailPausedSubject(name)),
    ]);
    const [paused] = await mailsTo(t.ctx, owner.email);
    expect(paused!.text).toContain(messages.planHiddenUnpaid);
    expect(paused!.text).toContain('http://timeapp.test/business-dashboard');
    expect(await runAt(owner, '2026-06-11')).toEqual([]);
    await setFacts(id, { subscriptionStatus: 'active' });
    expect(await runAt(owner, '2026-06-12')).toEqual([
      subject(mailTexts.planMailResumedSubject(name)),
    ]);
    expect(await runAt(owner, '2026-06-13')).toEqual([]);
    // A second pause is a new state change: e-mailed again.
    await setFacts(id, { subscriptionStatus: 'canceled' });
    expect(await runAt(owner, '2026-06-14')).toEqual([
      subject(mailTexts.planMailPausedSubject(name)),
    ]);
  });

  it('a subscribed business gets no trial reminders', async () => {
    const { owner } = await anOwner({ referralCount: 10, subscriptionStatus: 'trialing' });
    expect(await runAt(owner, '2026-06-03')).toEqual([]);
    expect(await runAt(owner, '2026-06-09')).toEqual([]);
  });

  it('a valid bug report moves the trial: the reminders come again for the new last day', async () => {
    const { owner, id, name } = await anOwner({ referralCount: 10 });
    expect(await runAt(owner, '2026-06-04')).toEqual([
      subject(mailTexts.planMailTrialEndingSubject(name, 6)),
    ]);
    await setFacts(id, { validBugReports: 1 }); // last day 23 June
    expect(await runAt(owner, '2026-06-05')).toEqual([]);
    expect(await runAt(owner, '2026-06-17')).toEqual([
      subject(mailTexts.planMailTrialEndingSubject(name, 7)),
    ]);
  });

  it('the referral window closing short: 3 days before its end, once; then paused, resumed at the 10th', async () => {
    const { owner, id, name } = await anOwner({ referralCount: 3 });
    expect(await runAt(owner, '2026-04-05', '23:59')).toEqual([]); // 4 days left
    expect(await runAt(owner, '2026-04-06', '00:00')).toEqual([
      subject(mailTexts.planMailReferralsClosingSubject(name)),
    ]);
    const [closing] = await mailsTo(t.ctx, owner.email);
    expect(closing!.text).toContain(mailTexts.planMailReferralsClosing(name, 3, 10, '2026-04-08'));
    expect(await runAt(owner, '2026-04-07')).toEqual([]);
    expect(await runAt(owner, '2026-04-08', '23:59')).toEqual([]);
    expect(await runAt(owner, '2026-04-09', '00:00')).toEqual([
      subject(mailTexts.planMailPausedSubject(name)),
    ]);
    const [paused] = await mailsTo(t.ctx, owner.email);
    expect(paused!.text).toContain(messages.planHiddenShortOfReferrals);
    expect(await runAt(owner, '2026-04-10')).toEqual([]);
    await setFacts(id, { referralCount: 10 });
    expect(await runAt(owner, '2026-04-11')).toEqual([
      subject(mailTexts.planMailResumedSubject(name)),
    ]);
    expect(await runAt(owner, '2026-04-12')).toEqual([]);
  });

  it('a business with its referrals gets no referral reminder', async () => {
    const { owner } = await anOwner({ referralCount: 10 });
    expect(await runAt(owner, '2026-04-06')).toEqual([]);
    expect(await runAt(owner, '2026-04-09')).toEqual([]);
  });

  it('two runs at once queue each e-mail once', async () => {
    const { owner, name } = await anOwner({ referralCount: 3 });
    t.setNow(at('2026-04-09'));
    // On PostgreSQL the second run is another API process with its own pool.
    const other = engine === 'postgres' ? await createSecondTestApp(t) : t;
    try {
      other.setNow(at('2026-04-09'));
      const queued = await Promise.all([sendPlanMails(t.ctx), sendPlanMails(other.ctx)]);
      expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      const mails = await mailsTo(t.ctx, owner.email);
      expect(mails.map((m) => m.subject)).toEqual([subject(mailTexts.planMailPausedSubject(name))]);
    } finally {
      if (other !== t) await other.close();
    }
  });
});
