import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { errorId } from '@timeapp/domain/errors';
import { users } from '../src/db/schema.ts';
import { removeStaleUnverified } from '../src/modules/auth/service.ts';
import {
  API,
  choosesPasswordThroughLink,
  followsVerificationLink,
  linkFrom,
  logsIn,
  mailsTo,
  newEmail,
  registers,
} from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

describe(`a visitor signs up and verifies the e-mail address (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an unverified account, answers a token and the session user, and queues the link', async () => {
    const email = newEmail('Mixed.Case');
    const res = await registers(t, {
      email: email.toUpperCase(),
      referralCode: 'FRIEND-1',
      registerBusiness: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ code: 201, message: messages.accountCreated });
    expect(body.user).toEqual({
      _id: expect.any(String),
      email: email.toLowerCase(),
      firstName: 'Aroha',
      lastName: 'Ngata',
      profileImage: '',
      relatedBusinesses: [],
      staffOf: [],
    });
    expect(body.data).toEqual({ token: body.token, user: body.user });
    expect(await t.ctx.tokens.verify(body.token)).toEqual({
      userId: body.user._id,
      verified: false,
      version: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      verified: false,
      userType: 'user',
      active: true,
    });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = await mailsTo(t.ctx, email.toLowerCase());
    expect(mail!.subject).toContain('Verify');
    const link = new URL(mail!.links[0]!);
    expect(link.origin + link.pathname).toBe('http://timeapp.test/loginApp');
    expect(link.searchParams.get('email')).toBe(email.toLowerCase());
    const expires = Number(link.searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(mail!.text).toContain(mail!.links[0]!);
  });

  it("takes 'Wellington#2026': any character but a letter or digit is a special one (DESIGN.md section 3)", async () => {
    const res = await registers(t, {
      email: `wellington.${Date.now()}@example.test`,
      password: 'Wellington#2026',
      confirmPassword: 'Wellington#2026',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const email = newEmail();
    expect((await registers(t, { email })).statusCode).toBe(201);
    const again = await registers(t, { email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, error: 'email_taken', message: messages.emailTaken });
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = newEmail('race');
    const answers = await Promise.all([registers(t, { email }), registers(t, { email })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no address', { address: undefined }, messages.addressRequired],
    [
      'an address without a city',
      { address: { country: 'New Zealand', state: 'Auckland', city: '' } },
      messages.addressRequired,
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Welcome@2027' },
      messages.passwordConfirmMismatch,
    ],
    ['a short password', { password: 'Ab@1', confirmPassword: 'Ab@1' }, messages.passwordTooShort],
    [
      'a password without a special character',
      { password: 'Welcome2026', confirmPassword: 'Welcome2026' },
      messages.passwordNeedsSpecial,
    ],
    [
      'a password without an uppercase letter',
      { password: 'welcome@2026', confirmPassword: 'welcome@2026' },
      messages.passwordNeedsUppercase,
    ],
    [
      'a password with a control character',
      { password: 'Welcome@2026\u0007', confirmPassword: 'Welcome@2026\u0007' },
      messages.passwordBadCharacters,
    ],
    [
      'an address that is not an e-mail',
      { email: 'not-an-address' },
      'Enter a valid e-mail address',
    ],
    ['an empty first name', { firstName: ' ' }, 'Please enter your name'],
    [
      'letters in the mobile number',
      { mobileNumber: '021-abc' },
      'Enter a mobile number like 021 555 0199 or +64 21 555 0199',
    ],
  ])('explains what is wrong with %s', async (_name, overrides, message) => {
    const res = await registers(t, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: errorId(400, message), message });
  });

  it('cannot log in before verifying, then can after following the link where it signed up (twice is fine)', async () => {
    const email = newEmail('verify');
    const registered = (await registers(t, { email })).json();
    const before = await logsIn(t, email);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      code: 403,
      error: 'login_unverified',
      message: messages.loginUnverified,
    });

    const link = await linkFrom(t.ctx, email, '/loginApp');
    const verified = await followsVerificationLink(t, link, registered);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ code: 200, message: messages.verified });
    expect((await followsVerificationLink(t, link, registered)).json()).toEqual({
      code: 200,
      message: messages.verified,
    });

    const after = await logsIn(t, email);
    expect(after.statusCode).toBe(200);
    expect(await t.ctx.tokens.verify(after.json().token)).toMatchObject({ verified: true });
  });

  it('a link opened outside the session that registered asks the opener to choose the password first', async () => {
    const email = newEmail('squatted');
    // Mallory signs up with someone else's address and a password of her own.
    const mallory = await registers(t, {
      email,
      password: 'Mallory@123',
      confirmPassword: 'Mallory@123',
    });
    expect(mallory.statusCode).toBe(201);
    const link = await linkFrom(t.ctx, email, '/loginApp');

    // The address's owner opens the link: nothing is verified until they choose a password.
    expect((await followsVerificationLink(t, link)).json()).toEqual({
      code: 403,
      error: 'verify_needs_password',
      message: messages.verifyNeedsPassword,
    });
    expect((await logsIn(t, email, 'Mallory@123')).statusCode).toBe(403);

    const weak = await choosesPasswordThroughLink(t, link, 'weakpass');
    expect(weak.json()).toMatchObject({ code: 400, message: messages.resetRulesNotMet });
    const chosen = await choosesPasswordThroughLink(t, link, 'Owner@Chosen1');
    expect(chosen.json()).toEqual({ code: 200, message: messages.verified });
    expect((await logsIn(t, email, 'Mallory@123')).statusCode).toBe(401);
    expect((await logsIn(t, email, 'Owner@Chosen1')).statusCode).toBe(200);
    // Mallory's session from the sign-up has ended.
    const id = mallory.json().user._id as string;
    const hers = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${id}`,
      headers: { authorization: `Bearer ${mallory.json().token}` },
    });
    expect(hers.statusCode).toBe(401);

    // The link took effect once: it chooses no other password, and verifies nothing more.
    expect((await choosesPasswordThroughLink(t, link, 'Other@Chosen2')).json()).toEqual({
      code: 400,
      error: 'verification_failed',
      message: messages.verificationFailed,
    });
    expect((await followsVerificationLink(t, link)).json()).toEqual({
      code: 200,
      message: messages.verified,
    });
    expect((await logsIn(t, email, 'Owner@Chosen1')).statusCode).toBe(200);
  });

  it('says the link has expired after 24 hours', async () => {
    const email = newEmail('late');
    await registers(t, { email });
    const link = await linkFrom(t.ctx, email, '/loginApp');
    t.setNow(new Date(Number(link.searchParams.get('expires')) + 1000));
    try {
      const res = await followsVerificationLink(t, link);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        error: 'verification_expired',
        message: messages.verificationExpired,
      });
    } finally {
      t.setNow(undefined);
    }
    expect((await logsIn(t, email)).statusCode).toBe(403);
  });

  it.each([
    ['another address', (u: URL) => u.searchParams.set('email', 'someone.else@example.test')],
    [
      'a later expiry',
      (u: URL) =>
        u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86_400_000)),
    ],
    [
      'an edited token',
      (u: URL) => {
        const token = u.searchParams.get('token')!;
        u.searchParams.set('token', `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`);
      },
    ],
    ['a non-numeric expiry', (u: URL) => u.searchParams.set('expires', 'tomorrow')],
  ])('rejects a link edited to carry %s', async (_name, tamper) => {
    const email = newEmail('tamper');
    await registers(t, { email });
    const link = await linkFrom(t.ctx, email, '/loginApp');
    tamper(link);
    const res = await followsVerificationLink(t, link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'verification_failed',
      message: messages.verificationFailed,
    });
    expect((await logsIn(t, email)).statusCode).toBe(403);
  });

  it('answers a link cut short with the same failure', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/verify-email?email=someone%40example.test`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'verification_failed',
      message: messages.verificationFailed,
    });
  });

  it('sends a fresh link on request, and answers the same for unknown and verified addresses', async () => {
    const email = newEmail('resend');
    const registered = (await registers(t, { email })).json();
    const resend = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/users/resend-verification`,
        payload: { email: address },
      });

    for (const address of [email.toUpperCase(), newEmail('nobody')]) {
      const res = await resend(address);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, message: messages.verificationSent });
    }
    expect(await mailsTo(t.ctx, email)).toHaveLength(2);

    await followsVerificationLink(t, await linkFrom(t.ctx, email, '/loginApp'), registered);
    expect((await resend(email)).json()).toEqual({ code: 200, message: messages.verificationSent });
    expect(await mailsTo(t.ctx, email)).toHaveLength(2);
  });

  it('removes accounts still unverified after five days, and keeps verified ones', async () => {
    const stale = newEmail('stale');
    const kept = newEmail('kept');
    await registers(t, { email: stale });
    const registered = (await registers(t, { email: kept })).json();
    await followsVerificationLink(t, await linkFrom(t.ctx, kept, '/loginApp'), registered);

    t.setNow(new Date(Date.now() + 4 * 86_400_000));
    await removeStaleUnverified(t.ctx);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, stale))).toHaveLength(1);

    t.setNow(new Date(Date.now() + 5 * 86_400_000 + 60_000));
    try {
      expect(await removeStaleUnverified(t.ctx)).toBeGreaterThanOrEqual(1);
    } finally {
      t.setNow(undefined);
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, stale))).toHaveLength(0);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, kept))).toHaveLength(1);
    // The address is free again.
    expect((await registers(t, { email: stale })).statusCode).toBe(201);
  });
});
