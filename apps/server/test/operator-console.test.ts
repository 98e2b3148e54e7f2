import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { operatorCommand } from '../src/modules/operator/command.ts';
import {
  choosesPasswordThroughLink,
  followsVerificationLink,
  linkFrom,
  logsIn,
  registers,
} from './support/accounts.ts';
import { mailsTo } from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import {
  bearer,
  DEFAULT_PASSWORD,
  givenAuthenticatorApp,
  givenUser,
  type GivenUser,
} from './support/users.ts';

const at = (date: string, time = '10:00') => zonedInstant(date, time, 'Pacific/Auckland')!;
const OPERATOR = 'operator@timeapp.test';
/** Operator addresses with no account yet, or one someone else made. */
const SQUATTED = 'squatted@timeapp.test';
const INVITED = 'invited@timeapp.test';
const TAKEN = 'taken@timeapp.test';

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
    t = await createTestApp({
      OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} , someone@else.test,${SQUATTED},${INVITED},${TAKEN}`,
    });
    [operator, owner, customer] = await Promise.all([
      givenUser(t.ctx, { email: OPERATOR }),
      givenUser(t.ctx),
      givenUser(t.ctx),
    ]);
    await givenAuthenticatorApp(t.ctx, operator.id);
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
      ['the audit trail', 'GET', '/operator/audit'],
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
        '/operator/audit',
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

    const trail = expectAnswer(await req('GET', '/operator/audit', operator), 200).data;
    expect(trail[0]).toMatchObject({
      actor: { email: OPERATOR, role: 'operator' },
      action: 'bugReport.decided',
      businessId: b.id,
      after: { verdict: 'valid', note: 'Reproduced', trialLastDay: '2026-06-23' },
    });
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
    const trail = expectAnswer(await req('GET', '/operator/audit', operator), 200).data;
    expect(trail[0]).toMatchObject({
      action: 'plan.paidThrough',
      businessId: b.id,
      before: { paidThrough: null },
      after: { paidThrough: '2026-04-30' },
    });
    // The owner reads it in their business's trail too.
    const owners = expectAnswer(await req('GET', `/business/${b.id}/audit`, owner), 200).data;
    expect(owners[0]).toMatchObject({ action: 'plan.paidThrough', actor: { role: 'operator' } });
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

    const trail = expectAnswer(await req('GET', '/operator/audit', operator), 200).data as {
      action: string;
    }[];
    expect(trail.find((a) => a.action === 'contactMessage.handled')).toMatchObject({
      actor: { email: OPERATOR, role: 'operator' },
      subject: `aroha@example.test: ${subject} (visitor)`,
    });
  });

  it('a user sends at most 10 bug reports a day; the 11th is refused until the next day', async () => {
    const [eager, other] = await Promise.all([givenUser(t.ctx), givenUser(t.ctx)]);
    for (let i = 1; i <= 10; i += 1)
      expectAnswer(await report(eager, { whatHappened: `Problem ${i}` }), 201);
    const eleventh = await report(eager, { whatHappened: 'Problem 11' });
    expectAnswer(eleventh, 429, messages.bugReportsPerDay);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expectAnswer(await report(other), 201);
    t.setNow(at('2026-03-21'));
    expectAnswer(await report(eager, { whatHappened: 'Problem 12' }), 201);
    t.setNow(at('2026-03-20'));
  });

  /** Every page of an operator list, following `next`, as the console's 'More' does. */
  const everyPage = async (path: string, limit?: number) => {
    const pages: { _id: string }[][] = [];
    let next: string | null = null;
    do {
      const query = new URLSearchParams();
      if (limit) query.set('limit', String(limit));
      if (next) query.set('before', next);
      const page = expectAnswer(await req('GET', `${path}?${query}`, operator), 200);
      pages.push(page.data);
      next = page.next ?? null;
    } while (next && pages.length < 100);
    return pages;
  };

  it('every operator list answers pages of the size asked, and checks the paging query', async () => {
    for (const path of [
      '/operator/bug-reports',
      '/operator/businesses',
      '/operator/audit',
      '/operator/contact-messages',
    ]) {
      const whole = expectAnswer(await req('GET', `${path}?limit=100`, operator), 200).data;
      const pages = await everyPage(path, 1);
      expect(pages.every((p) => p.length <= 1)).toBe(true);
      expect(pages.flat().map((x) => x._id)).toEqual(whole.map((x: { _id: string }) => x._id));
      expectAnswer(await req('GET', `${path}?limit=0`, operator), 400);
      expectAnswer(await req('GET', `${path}?limit=101`, operator), 400);
      expectAnswer(await req('GET', `${path}?before=not-an-id`, operator), 400);
    }
  });

  it('a flood of bug reports or contact messages cannot push a genuine one out of the console', async () => {
    t.setNow(at('2026-03-20', '09:00'));
    const genuine = expectAnswer(
      await report(owner, { whatHappened: 'Paid twice for one booking' }),
      201,
    ).data._id as string;
    const sent = await req('POST', '/users/contact-timeapp', undefined, {
      name: 'Real Person',
      email: 'real@example.test',
      subject: 'A genuine question',
      message: 'Is my data safe?',
    });
    expectAnswer(sent, 200);
    // Later, 200 junk reports from 20 accounts (each within its 10 a day), and 200 messages.
    t.setNow(at('2026-03-20', '09:30'));
    const junkers = await Promise.all(Array.from({ length: 20 }, () => givenUser(t.ctx)));
    for (const junker of junkers)
      for (let i = 0; i < 10; i += 1)
        expectAnswer(await report(junker, { whatHappened: 'junk' }), 201);
    for (let i = 0; i < 200; i += 1)
      expectAnswer(
        await t.app.inject({
          method: 'POST',
          url: `${API}/users/contact-timeapp`,
          remoteAddress: `10.7.${Math.floor(i / 50)}.1`,
          payload: { name: 'Spam', email: 'spam@example.test', subject: 'Buy', message: 'now' },
        }),
        200,
      );
    t.setNow(at('2026-03-20'));

    for (const [path, wanted] of [
      ['/operator/bug-reports', genuine],
      ['/operator/contact-messages', undefined],
    ] as const) {
      const pages = await everyPage(path);
      const listed = pages.flat();
      if (wanted) expect(listed.map((x) => x._id)).toContain(wanted);
      else
        expect(listed.map((x) => (x as { subject?: string }).subject)).toContain(
          'A genuine question',
        );
      expect(pages.length).toBeGreaterThan(1);
      expect(new Set(listed.map((x) => x._id)).size).toBe(listed.length);
    }
  });

  describe('operators are made by a command, never by signing up', () => {
    const consoleFor = async (email: string, password: string) => {
      const session = await logsIn(t, email, password);
      if (session.statusCode !== 200) return session.statusCode;
      const who = { token: session.json().token as string } as GivenUser;
      const answer = await req('GET', '/operator/bug-reports', who);
      // A new operator's session is first sent to add a passkey or an app (docs/decisions/048):
      // the console is theirs, once they have.
      if (answer.json().error === 'operator_needs_second_factor') return 200;
      return answer.statusCode;
    };
    const choosesPasswordFromMail = async (email: string, password: string) => {
      const link = await linkFrom(t.ctx, email, '/loginApp/reset-password');
      return req('POST', '/users/reset-password', undefined, {
        password,
        confirmPassword: password,
        token: link.searchParams.get('resettoken'),
      });
    };

    it('an address in OPERATOR_EMAILS cannot sign up, nor be moved to by another account', async () => {
      const res = await registers(t, {
        email: 'Someone@Else.test',
        password: 'Mallory@123',
        confirmPassword: 'Mallory@123',
      });
      expectAnswer(res, 409, messages.emailTaken);
      expectAnswer(
        await req('PUT', '/users', customer, { email: 'someone@else.test' }),
        409,
        messages.emailTaken,
      );
    });

    it("an operator address someone signed up for first: the operator's click asks for a password, and hers opens no console", async () => {
      // Signed up before operator addresses were refused, with Mallory's password.
      await givenUser(t.ctx, { email: SQUATTED, verified: false });
      // The operator, told the address is registered, asks for the link again and opens it.
      await req('POST', '/users/resend-verification', undefined, { email: SQUATTED });
      const link = await linkFrom(t.ctx, SQUATTED, '/loginApp');
      expectAnswer(await followsVerificationLink(t, link), 403, messages.verifyNeedsPassword);
      expect(await consoleFor(SQUATTED, DEFAULT_PASSWORD)).toBe(403);

      expectAnswer(await choosesPasswordThroughLink(t, link, 'Operator@Own1'), 200);
      expect(await consoleFor(SQUATTED, DEFAULT_PASSWORD)).toBe(401);
      expect(await consoleFor(SQUATTED, 'Operator@Own1')).toBe(200);
    });

    it('`operator add EMAIL` makes the account without a usable password and mails a link to choose one', async () => {
      expect(await operatorCommand(t.ctx, ['add', ' Invited@TimeApp.test '])).toMatch(
        /^Operator account for invited@timeapp\.test made: /,
      );
      const [mail] = await mailsTo(t.ctx, INVITED);
      expect(mail!.subject).toBe(mailTexts.operatorInviteMailSubject(t.ctx.config.productName));
      expect(await consoleFor(INVITED, DEFAULT_PASSWORD)).toBe(401);
      expectAnswer(await choosesPasswordFromMail(INVITED, 'Operator@Own2'), 200);
      expect(await consoleFor(INVITED, 'Operator@Own2')).toBe(200);
    });

    it('`operator add` takes an existing account at the address back: its password and sessions end', async () => {
      const earlier = await givenUser(t.ctx, { email: TAKEN });
      expect(await consoleFor(TAKEN, DEFAULT_PASSWORD)).toBe(200);
      expect(await operatorCommand(t.ctx, ['add', TAKEN])).toMatch(/^Operator account for /);
      expect(await consoleFor(TAKEN, DEFAULT_PASSWORD)).toBe(401);
      expectAnswer(await req('GET', '/operator/bug-reports', earlier), 401);
      expectAnswer(await choosesPasswordFromMail(TAKEN, 'Operator@Own3'), 200);
      expect(await consoleFor(TAKEN, 'Operator@Own3')).toBe(200);
    });

    it('`operator` refuses an address not in OPERATOR_EMAILS, and explains itself', async () => {
      await expect(operatorCommand(t.ctx, ['add', 'nobody@example.test'])).rejects.toThrow(
        'nobody@example.test is not in OPERATOR_EMAILS: add it there first.',
      );
      await expect(operatorCommand(t.ctx, ['remove', 'x@example.test'])).rejects.toThrow(
        /^Usage: npm run operator -- add EMAIL/,
      );
    });
  });
});
