import { accountTexts } from '@timeapp/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema.ts';
import { totpCodeAt, totpStep } from '../src/lib/totp.ts';
import { softwareAuthenticator } from './support/authenticator.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

// Two-factor sign-in with an authenticator app (docs/decisions/048): owners, team members and
// operators add one; a right password then answers 202 and a ticket that only a code from the
// app, or a one-time recovery code, turns into a session. The server's clock is frozen, so
// each code below is the one an app shows at that instant.
const OPERATOR = 'ops@timeapp.test';
const T0 = new Date('2026-05-04T09:00:10Z');

describe(`two-factor sign-in with an authenticator app (${engine})`, () => {
  let t: TestApp;
  let now = T0;
  const at = (instant: Date) => {
    now = instant;
    t.setNow(instant);
  };
  const later = (seconds: number) => at(new Date(now.getTime() + seconds * 1000));
  const codeNow = (secret: string, offset = 0) => totpCodeAt(secret, totpStep(now) + offset);

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_EMAILS: OPERATOR });
    at(T0);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, who?: GivenUser) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers: who ? bearer(who) : {}, payload });
  const logsIn = (who: GivenUser) =>
    post('/users/login', { email: who.email, password: DEFAULT_PASSWORD });

  async function givenOwner() {
    const owner = await givenUser(t.ctx);
    await givenBusiness(t.ctx, owner.id);
    return owner;
  }

  /** Adds the app as its user would: the secret, then a code from it; answers both. */
  async function addsApp(user: GivenUser) {
    const { secret, uri } = expectAnswer(await post('/users/me/totp', undefined, user), 200).data;
    expect(uri).toContain(`secret=${secret}`);
    const confirmed = expectAnswer(
      await post('/users/me/totp/confirm', { code: codeNow(secret) }, user),
      200,
      accountTexts.totpAdded,
    );
    later(30); // the next code an app shows
    return { secret: secret as string, recoveryCodes: confirmed.data.recoveryCodes as string[] };
  }

  async function ticketFor(user: GivenUser) {
    const answer = expectAnswer(await logsIn(user), 202, accountTexts.secondFactorNeeded);
    expect(answer.data.secondFactor).toBe('totp');
    expect(answer).not.toHaveProperty('token');
    return answer.data.ticket as string;
  }

  it('an owner adds an app; the password alone then gets a ticket, and the code a session', async () => {
    const owner = await givenOwner();
    const { secret, recoveryCodes } = await addsApp(owner);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const ticket = await ticketFor(owner);
    const signedIn = expectAnswer(
      await post('/users/login/second-factor', { ticket, code: codeNow(secret) }),
      200,
    );
    expect(signedIn.user._id).toBe(owner.id);
    // The ticket made one session.
    expectAnswer(
      await post('/users/login/second-factor', { ticket, code: codeNow(secret) }),
      401,
      accountTexts.secondFactorExpired,
    );
  });

  it('refuses a wrong code, a code used already, and one from minutes ago', async () => {
    const owner = await givenOwner();
    const { secret } = await addsApp(owner);
    const ticket = await ticketFor(owner);
    const wrong = codeNow(secret) === '000000' ? '111111' : '000000';
    expectAnswer(
      await post('/users/login/second-factor', { ticket, code: wrong }),
      400,
      accountTexts.secondFactorWrong,
    );
    expectAnswer(
      await post('/users/login/second-factor', { ticket, code: codeNow(secret, -3) }),
      400,
      accountTexts.secondFactorWrong,
    );
    // The ticket survives a mistyped code.
    const code = codeNow(secret);
    expectAnswer(await post('/users/login/second-factor', { ticket, code }), 200);
    // Overheard: the same code, on a new ticket within its 30 seconds, is refused.
    expectAnswer(
      await post('/users/login/second-factor', { ticket: await ticketFor(owner), code }),
      400,
      accountTexts.secondFactorWrong,
    );
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const owner = await givenOwner();
    const { recoveryCodes } = await addsApp(owner);
    const code = recoveryCodes[3]!;
    expectAnswer(
      await post('/users/login/second-factor', {
        ticket: await ticketFor(owner),
        code: code.toUpperCase(),
      }),
      200,
    );
    expectAnswer(
      await post('/users/login/second-factor', { ticket: await ticketFor(owner), code }),
      400,
      accountTexts.secondFactorWrong,
    );
    // Another account's unused code is not this one's.
    const other = await givenOwner();
    const theirs = (await addsApp(other)).recoveryCodes[0]!;
    expectAnswer(
      await post('/users/login/second-factor', { ticket: await ticketFor(owner), code: theirs }),
      400,
      accountTexts.secondFactorWrong,
    );
    const state = expectAnswer(
      await t.app.inject({
        method: 'GET',
        url: `${API}/users/me/two-factor`,
        headers: bearer(owner),
      }),
      200,
    ).data;
    expect(state).toMatchObject({ totp: true, recoveryCodesLeft: 9, totpAllowed: true });
  });

  it('new recovery codes, asked for with a code, replace the unused old ones', async () => {
    const owner = await givenOwner();
    const { secret, recoveryCodes: old } = await addsApp(owner);
    expectAnswer(
      await post('/users/me/totp/recovery-codes', { code: codeNow(secret, -5) }, owner),
      400,
      accountTexts.secondFactorWrong,
    );
    const renewed = expectAnswer(
      await post('/users/me/totp/recovery-codes', { code: codeNow(secret) }, owner),
      200,
      accountTexts.recoveryCodesRenewed,
    ).data.recoveryCodes as string[];
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((c) => old.includes(c))).toEqual([]);
    expectAnswer(
      await post('/users/login/second-factor', { ticket: await ticketFor(owner), code: old[0] }),
      400,
      accountTexts.secondFactorWrong,
    );
    expectAnswer(
      await post('/users/login/second-factor', {
        ticket: await ticketFor(owner),
        code: renewed[0],
      }),
      200,
    );
    // Without an app there is nothing to renew.
    expectAnswer(
      await post('/users/me/totp/recovery-codes', { code: renewed[1] }, await givenOwner()),
      400,
      accountTexts.totpNotStarted,
    );
  });

  it('limits wrong codes to 10 an hour per account, the right one then included', async () => {
    const owner = await givenOwner();
    const { secret } = await addsApp(owner);
    at(new Date('2026-05-04T10:05:10Z')); // mid-window
    const ticket = await ticketFor(owner);
    const right = codeNow(secret);
    const wrongs = Array.from({ length: 10 }, (_, i) =>
      String((Number(right) + 1 + i) % 1e6).padStart(6, '0'),
    );
    for (const code of wrongs)
      expectAnswer(await post('/users/login/second-factor', { ticket, code }), 400);
    expectAnswer(await post('/users/login/second-factor', { ticket, code: right }), 429);
    // A new ticket does not start the count again.
    expectAnswer(
      await post('/users/login/second-factor', { ticket: await ticketFor(owner), code: right }),
      429,
    );
  });

  it('a ticket expires after five minutes', async () => {
    const owner = await givenOwner();
    const { secret } = await addsApp(owner);
    const ticket = await ticketFor(owner);
    later(6 * 60);
    expectAnswer(
      await post('/users/login/second-factor', { ticket, code: codeNow(secret) }),
      401,
      accountTexts.secondFactorExpired,
    );
  });

  it('a customer cannot add an app; an owner turns theirs off with a code only', async () => {
    const customer = await givenUser(t.ctx);
    expectAnswer(
      await post('/users/me/totp', undefined, customer),
      403,
      accountTexts.totpNotAllowed,
    );
    expectAnswer(await post('/users/me/totp'), 401);

    const owner = await givenOwner();
    const { secret } = await addsApp(owner);
    expectAnswer(await post('/users/me/totp', undefined, owner), 409, accountTexts.totpAlreadyOn);
    expectAnswer(
      await post('/users/me/totp/remove', { code: codeNow(secret, -5) }, owner),
      400,
      accountTexts.secondFactorWrong,
    );
    expectAnswer(
      await post('/users/me/totp/remove', { code: codeNow(secret) }, owner),
      200,
      accountTexts.totpRemoved,
    );
    expectAnswer(await logsIn(owner), 200);
  });

  it('a team member may add an app too', async () => {
    const owner = await givenUser(t.ctx);
    const business = await givenBusiness(t.ctx, owner.id);
    const staff = await givenUser(t.ctx);
    await t.ctx.db
      .insert(teamMembers)
      .values({ businessId: business.id, name: 'Mere', userId: staff.id });
    const { secret } = await addsApp(staff);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('an operator is sent to add a passkey or an app before the console works; a passkey sign-in needs no code', async () => {
    const operator = await givenUser(t.ctx, { email: OPERATOR });
    const console = () =>
      t.app.inject({ method: 'GET', url: `${API}/operator/businesses`, headers: bearer(operator) });
    expectAnswer(await console(), 403, accountTexts.operatorNeedsSecondFactor);
    expect((await console()).json().error).toBe('operator_needs_second_factor');

    // A passkey: the console opens; the password alone no longer signs the operator in.
    const start = expectAnswer(await post('/users/me/passkeys/options', undefined, operator), 200);
    const device = softwareAuthenticator({ origin: 'http://timeapp.test', rpId: 'timeapp.test' });
    expectAnswer(
      await post(
        '/users/me/passkeys',
        { state: start.data.state, response: device.create(start.data.options) },
        operator,
      ),
      201,
    );
    expectAnswer(await console(), 200);
    expectAnswer(await logsIn(operator), 403, accountTexts.operatorUsePasskey);
    const options = expectAnswer(await post('/users/passkey-login/options'), 200).data;
    const bySignIn = expectAnswer(
      await post('/users/passkey-login', {
        state: options.state,
        response: device.get(options.options),
      }),
      200,
    );
    expect(bySignIn.user._id).toBe(operator.id);

    // With an app as well, the password leads to the code.
    const { secret } = await addsApp(operator);
    const ticket = await ticketFor(operator);
    expectAnswer(await post('/users/login/second-factor', { ticket, code: codeNow(secret) }), 200);
  });
});
