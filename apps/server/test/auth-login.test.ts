import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { logsIn } from './support/accounts.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser } from './support/users.ts';

describe(`a customer logs in (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a verified session token and the user with the businesses they own', async () => {
    const owner = await givenUser(t.ctx, {
      email: 'owner.login@example.test',
      profileImage: '/uploads/me.webp',
    });
    const first = await givenBusiness(t.ctx, owner.id, { name: 'First' });
    const second = await givenBusiness(t.ctx, owner.id, { name: 'Second' });
    const someoneElse = await givenUser(t.ctx);
    await givenBusiness(t.ctx, someoneElse.id);

    const res = await logsIn(t, '  Owner.Login@Example.TEST ', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const user = {
      _id: owner.id,
      email: 'owner.login@example.test',
      profileImage: '/uploads/me.webp',
      relatedBusinesses: [first.id, second.id],
      staffOf: [],
      firstName: owner.firstName,
      lastName: owner.lastName,
    };
    expect(body).toEqual({
      code: 200,
      message: messages.ok,
      token: body.token,
      user,
      data: { token: body.token, user },
    });
    expect(await t.ctx.tokens.verify(body.token)).toEqual({
      userId: owner.id,
      verified: true,
      version: 0,
    });
  });

  it('gives an unknown address and a wrong password the same answer', async () => {
    const user = await givenUser(t.ctx);
    const wrong = await logsIn(t, user.email, 'Wrong@Password1');
    const unknown = await logsIn(t, 'nobody.here@example.test', DEFAULT_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 401,
        error: 'login_failed',
        message: messages.loginFailed,
      });
    }
  });

  it('asks for the e-mail address and the password', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/users/login',
      payload: { email: ' ', password: 'x' },
    });
    expect(noEmail.json()).toEqual({
      code: 400,
      error: 'email_empty',
      message: messages.emailEmpty,
    });
    const noPassword = await logsIn(t, 'someone@example.test', '');
    expect(noPassword.json()).toEqual({
      code: 400,
      error: 'password_required',
      message: 'Please enter your password',
    });
  });

  it('refuses an account whose address is not verified, only once the password is right', async () => {
    const user = await givenUser(t.ctx, { verified: false });
    expect((await logsIn(t, user.email, 'Wrong@Password1')).statusCode).toBe(401);
    const res = await logsIn(t, user.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      error: 'login_unverified',
      message: messages.loginUnverified,
    });
  });
});

describe(`password guessing is limited per account (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the 11th attempt within 15 minutes, even with the right password, until the window ends', async () => {
    t.setNow('2026-05-04T10:00:00.000Z');
    try {
      const victim = await givenUser(t.ctx);
      const bystander = await givenUser(t.ctx);
      for (let i = 0; i < 10; i += 1)
        expect((await logsIn(t, victim.email, `Guess@${i}aaaa`)).statusCode).toBe(401);

      t.setNow('2026-05-04T10:05:00.000Z');
      const blocked = await logsIn(t, victim.email.toUpperCase(), DEFAULT_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 429, error: 'too_many', message: messages.tooMany });
      expect(blocked.headers['retry-after']).toBe(String(10 * 60));

      // Other accounts are not affected.
      expect((await logsIn(t, bystander.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

      t.setNow('2026-05-04T10:15:00.000Z');
      expect((await logsIn(t, victim.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('counts failures only: many successful logins are never limited', async () => {
    const user = await givenUser(t.ctx);
    for (let i = 0; i < 12; i += 1)
      expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe(`RATE_LIMIT=off switches the limits off (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(() => t.close());

  it('lets the 11th attempt through', async () => {
    const user = await givenUser(t.ctx);
    for (let i = 0; i < 10; i += 1) await logsIn(t, user.email, `Guess@${i}aaaa`);
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a sixth reset request in an hour through', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.1/users/forgot-password',
        payload: { email: 'nobody@example.test' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
