import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { errorId } from '@timeapp/domain/errors';
import { passwordResets } from '../src/db/schema.ts';
import { API, linkFrom, logsIn, mailsTo } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, DEFAULT_PASSWORD, givenUser } from './support/users.ts';

const NEW_PASSWORD = 'Fresh@Start9';

describe(`a customer who forgot the password resets it (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const asksForReset = (email: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/forgot-password`,
      payload: { email },
      remoteAddress: ip,
    });
  const resets = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/users/reset-password`, payload });
  const resetTokenFor = async (email: string) =>
    (await linkFrom(t.ctx, email, '/loginApp/reset-password')).searchParams.get('resettoken')!;

  it('mails a one-hour, single-use link; the new password works and the old one does not', async () => {
    const user = await givenUser(t.ctx);
    const res = await asksForReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: messages.resetMailSent });

    const link = await linkFrom(t.ctx, user.email, '/loginApp/reset-password');
    expect(link.origin).toBe('http://timeapp.test');
    const token = link.searchParams.get('resettoken')!;
    // Only a hash is stored: the token itself is in the e-mail alone.
    const stored = await t.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const done = await resets({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ code: 200, message: messages.passwordReset });
    expect((await logsIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);

    const again = await resets({
      password: 'Another@One2',
      confirmPassword: 'Another@One2',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 400,
      error: 'reset_token_invalid',
      message: messages.resetTokenInvalid,
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await asksForReset('nobody.at.all@example.test', '10.0.0.2');
    expect(res.json()).toEqual({ code: 200, message: messages.resetMailSent });
    expect(await mailsTo(t.ctx, 'nobody.at.all@example.test')).toHaveLength(0);
  });

  it('says the address may not be empty', async () => {
    for (const email of ['', '   ', undefined]) {
      const res = await asksForReset(email, '10.0.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, error: 'email_empty', message: messages.emailEmpty });
    }
  });

  it('refuses a link used after one hour', async () => {
    const user = await givenUser(t.ctx);
    t.setNow('2026-06-01T08:00:00.000Z');
    try {
      await asksForReset(user.email, '10.0.0.4');
      const token = await resetTokenFor(user.email);
      t.setNow('2026-06-01T09:00:01.000Z');
      const res = await resets({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        error: 'reset_token_invalid',
        message: messages.resetTokenInvalid,
      });
    } finally {
      t.setNow(undefined);
    }
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('retires the other links once one has been used', async () => {
    const user = await givenUser(t.ctx);
    await asksForReset(user.email, '10.0.0.5');
    const first = await resetTokenFor(user.email);
    await asksForReset(user.email, '10.0.0.5');
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect(
      (await resets({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: second }))
        .statusCode,
    ).toBe(200);
    const old = await resets({
      password: 'Another@One2',
      confirmPassword: 'Another@One2',
      token: first,
    });
    expect(old.json()).toEqual({
      code: 400,
      error: 'reset_token_invalid',
      message: messages.resetTokenInvalid,
    });
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const user = await givenUser(t.ctx);
    await asksForReset(user.email, '10.0.0.6');
    const token = await resetTokenFor(user.email);
    const answers = await Promise.all(
      ['First@Choice1', 'Second@Choice2'].map((p) =>
        resets({ password: p, confirmPassword: p, token }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown token', async () => {
    const res = await resets({
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: 'made-up-token',
    });
    expect(res.json()).toEqual({
      code: 400,
      error: 'reset_token_invalid',
      message: messages.resetTokenInvalid,
    });
  });

  it.each([
    ['an empty password', { password: '', confirmPassword: '' }, messages.resetBothRequired],
    ['a missing confirmation', { password: NEW_PASSWORD }, messages.resetBothRequired],
    [
      'a weak password',
      { password: 'weakpass', confirmPassword: 'weakpass' },
      messages.resetRulesNotMet,
    ],
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, confirmPassword: 'Fresh@Start8' },
      messages.resetMismatch,
    ],
  ])('explains %s', async (_name, fields, message) => {
    const res = await resets({ token: 'whatever', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: errorId(400, message), message });
  });

  it('verifies the address of an unverified account, as the link proves the mailbox', async () => {
    const user = await givenUser(t.ctx, { verified: false });
    await asksForReset(user.email, '10.0.0.7');
    await resets({
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      token: await resetTokenFor(user.email),
    });
    expect((await logsIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('allows five reset requests per client address an hour', async () => {
    t.setNow('2026-06-02T08:30:00.000Z');
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await asksForReset(`x${i}@example.test`, '10.9.9.9')).statusCode).toBe(200);
      const sixth = await asksForReset('x6@example.test', '10.9.9.9');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ code: 429, error: 'too_many', message: messages.tooMany });
      expect(sixth.headers['retry-after']).toBe(String(30 * 60));
      expect((await asksForReset('x7@example.test', '10.9.9.8')).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe(`a signed-in customer changes the password (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changes = (user: { token: string } | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/change-password`,
      payload,
      headers: user ? bearer(user) : {},
    });

  it('changes it when the current one is right', async () => {
    const user = await givenUser(t.ctx);
    const res = await changes(user, { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    // The answer carries this session's new token (the change ends the older ones).
    expect(res.json()).toEqual({
      code: 200,
      message: messages.passwordChanged,
      token: expect.any(String),
    });
    expect((await logsIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await givenUser(t.ctx);
    const res = await changes(user, { oldPassword: 'Not@Mine123', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'change_wrong_current',
      message: messages.changeWrongCurrent,
    });
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a short new password',
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'Ab@1' },
      messages.passwordTooShort,
    ],
    [
      'no current password',
      { oldPassword: '', newPassword: NEW_PASSWORD },
      'Please enter your current password',
    ],
  ])('explains %s', async (_name, payload, message) => {
    const user = await givenUser(t.ctx);
    expect((await changes(user, payload)).json()).toEqual({
      code: 400,
      error: errorId(400, message),
      message,
    });
  });

  it('needs a signed-in, verified caller', async () => {
    const anonymous = await changes(null, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.json()).toEqual({
      code: 401,
      error: 'unauthorized',
      message: messages.unauthorized,
    });
    const unverified = await givenUser(t.ctx, { verified: false });
    const res = await changes(unverified, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({
      code: 403,
      error: 'login_unverified',
      message: messages.loginUnverified,
    });
  });
});
