import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { mailsTo } from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const at = (date: string, time = '10:00') => zonedInstant(date, time, 'Pacific/Auckland')!;
const OPERATOR = 'operator@timeapp.test';

describe(`bug reports and the operator console (${engine})`, () => {
  let t: TestApp;
  let operator: GivenUser;
  let owner: GivenUser;
  let customer: GivenUser;

  type Who = GivenUser | undefined;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who ? bearer(who) : {}, payload });
  const report = (
    who: Who,
    body: object = { whatHappened: 'The calendar froze', steps: 'Open it' },
  ) => req('POST', '/bug-report', who, body);
  const plan = async (id: string) =>
    expectAnswer(await req('GET', `/business/${id}/plan`, owner), 200).data;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} , someone@else.test` });
    [operator, owner, customer] = await Promise.all([
      givenUser(t.ctx, { email: OPERATOR }),
      givenUser(t.ctx),
      givenUser(t.ctx),
    ]);
    t.setNow(at('2026-03-20'));
  });
  afterAll(() => t.close());

  it('a signed-in user reports a bug; a visitor is asked to sign in; what happened is needed', async () => {
    expectAnswer(await report(customer), 201, messages.bugReportSent);
    expectAnswer(await report(undefined), 401, messages.unauthorized);
    expectAnswer(await report(customer, { whatHappened: '  ' }), 400);
  });

  describe('only operators reach the console', () => {
    const routes: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['bug reports', 'GET', '/operator/bug-reports'],
      ['businesses', 'GET', '/operator/businesses'],
      ['actions', 'GET', '/operator/actions'],
      ['contact messages', 'GET', '/operator/contact-messages'],
      [
        'contact message handled',
        'POST',
        '/operator/contact-messages/00000000-0000-4000-8000-000000000000/handled',
      ],
      [
        'a verdict',
        'POST',
        '/operator/bug-reports/00000000-0000-4000-8000-000000000000/verdict',
        { verdict: 'valid' },
      ],
      [
        'paid until',
        'PUT',
        '/operator/businesses/00000000-0000-4000-8000-000000000000/paid-through',
        { paidThrough: '2026-12-31' },
      ],
    ];
    it.each(routes)('%s: visitor 401, customer and owner 403', async (_name, method, url, body) => {
      expectAnswer(await req(method, url, undefined, body), 401, messages.unauthorized);
      expectAnswer(await req(method, url, customer, body), 403, messages.operatorsOnly);
      expectAnswer(await req(method, url, owner, body), 403, messages.operatorsOnly);
    });
    it('an operator reads the lists', async () => {
      for (const url of [
        '/operator/bug-reports',
        '/operator/businesses',
        '/operator/actions',
        '/operator/contact-messages',
      ])
        expectAnswer(await req('GET', url, operator), 200);
    });
  });

  it("a valid report adds 14 days to the reporter's trial once, e-mails them, and is recorded", async () => {
    const b = await givenBusiness(t.ctx, owner.id, { createdAt: at('2026-03-10', '15:30') });
    expect((await plan(b.id)).trialLastDay).toBe('2026-06-09');
    expectAnswer(await report(owner, { whatHappened: 'Saving a section lost its hours' }), 201);
    const reports = expectAnswer(await req('GET', '/operator/bug-reports', operator), 200).data;
    const mine = reports.find((r: { reporterEmail: string }) => r.reporterEmail === owner.email);
    expect(mine).toMatchObject({ verdict: null, whatHappened: 'Saving a section lost its hours' });

    const url = `/operator/bug-reports/${mine._id}/verdict`;
    expectAnswer(await req('POST', url, operator, { verdict: 'valid', note: 'Reproduced' }), 200);
    expect((await plan(b.id)).trialLastDay).toBe('2026-06-23');
    // The same report cannot count twice.
    expectAnswer(
      await req('POST', url, operator, { verdict: 'valid' }),
      409,
      messages.bugReportDecided,
    );
    expect((await plan(b.id)).trialLastDay).toBe('2026-06-23');

    const mails = (await mailsTo(t.ctx, owner.email)).filter((m) =>
      /trial is 2 weeks longer/.test(m.subject),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Tue 23 Jun');

    const actions = expectAnswer(await req('GET', '/operator/actions', operator), 200).data;
    expect(actions[0]).toMatchObject({ operatorEmail: OPERATOR, action: 'bug report valid' });
    expect(actions[0].detail).toContain('2026-06-23');
  });

  it('an invalid report changes no trial', async () => {
    const b = await givenBusiness(t.ctx, customer.id, { createdAt: at('2026-03-10', '15:30') });
    const sent = expectAnswer(await report(customer, { whatHappened: 'Not a bug' }), 201).data;
    expectAnswer(
      await req('POST', `/operator/bug-reports/${sent._id}/verdict`, operator, {
        verdict: 'invalid',
        note: 'Works as designed',
      }),
      200,
    );
    const list = expectAnswer(await req('GET', '/operator/businesses', operator), 200).data;
    expect(list.find((x: { _id: string }) => x._id === b.id)).toMatchObject({
      trialLastDay: '2026-06-09',
      validBugReports: 0,
    });
  });

  it('marking a business paid until a date lists it after its trial, and is recorded', async () => {
    const b = await givenBusiness(t.ctx, owner.id, { createdAt: at('2025-12-01') });
    t.setNow(at('2026-04-01'));
    expect(await plan(b.id)).toMatchObject({ state: 'awaiting-payment', bookable: false });
    const url = `/operator/businesses/${b.id}/paid-through`;
    expectAnswer(await req('PUT', url, operator, { paidThrough: '2026-04-30' }), 200);
    expect(await plan(b.id)).toMatchObject({
      state: 'active',
      bookable: true,
      paidThrough: '2026-04-30',
    });
    t.setNow(at('2026-05-01'));
    expect(await plan(b.id)).toMatchObject({ state: 'awaiting-payment' });
    const actions = expectAnswer(await req('GET', '/operator/actions', operator), 200).data;
    expect(actions[0]).toMatchObject({ action: 'marked paid', detail: 'until 2026-04-30' });
    t.setNow(at('2026-03-20'));
  });

  it('contact-form messages are listed for operators, marked handled once, and recorded', async () => {
    const write = (who: Who, subject: string) =>
      req('POST', '/users/contact-timeapp', who, {
        name: 'Aroha Visitor',
        email: 'aroha@example.test',
        subject,
        message: 'Do you work in Hamilton?',
      });
    const subject = `Question ${Math.random().toString(36).slice(2, 8)}`;
    expectAnswer(await write(undefined, `${subject} (visitor)`), 200, messages.contactSent);
    expectAnswer(await write(customer, `${subject} (customer)`), 200, messages.contactSent);

    type Listed = { _id: string; subject: string; signedIn: boolean; handledAt: string | null };
    const list = async () =>
      (expectAnswer(await req('GET', '/operator/contact-messages', operator), 200).data as Listed[])
        .filter((m) => m.subject.startsWith(subject))
        .sort((a, b) => a.subject.localeCompare(b.subject));
    const listed = await list();
    expect(listed.map((m) => [m.subject, m.signedIn, m.handledAt])).toEqual([
      [`${subject} (customer)`, true, null],
      [`${subject} (visitor)`, false, null],
    ]);
    // Still e-mailed to the operator address as before.
    expect(
      (await mailsTo(t.ctx, t.ctx.config.operatorEmail)).some((m) => m.subject.includes(subject)),
    ).toBe(true);

    const handled = `/operator/contact-messages/${listed[1]!._id}/handled`;
    expectAnswer(await req('POST', handled, customer), 403, messages.operatorsOnly);
    expectAnswer(await req('POST', handled, operator), 200);
    expectAnswer(await req('POST', handled, operator), 409, messages.contactMessageHandled);
    expectAnswer(
      await req(
        'POST',
        '/operator/contact-messages/00000000-0000-4000-8000-000000000000/handled',
        operator,
      ),
      404,
      messages.contactMessageNotFound,
    );
    const after = await list();
    expect(after[1]).toMatchObject({ handledBy: OPERATOR });
    expect(after[1]!.handledAt).not.toBeNull();
    expect(after[0]!.handledAt).toBeNull();

    const actions = expectAnswer(await req('GET', '/operator/actions', operator), 200).data as {
      action: string;
    }[];
    expect(actions.find((a) => a.action === 'contact message handled')).toMatchObject({
      operatorEmail: OPERATOR,
      subject: `aroha@example.test: ${subject} (visitor)`,
    });
  });
});
