import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, linkFrom, logsIn } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, DEFAULT_PASSWORD, givenUser } from './support/users.ts';

const NEW_PASSWORD = 'Fresh@Start9';
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

describe(`a password change or reset ends the other sessions (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const readsProfile = (userId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${API}/users/${userId}`, headers: bearer({ token }) });
  const sessionOf = async (email: string, password = DEFAULT_PASSWORD) => {
    const res = await logsIn(t, email, password);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  it('after a password change, older tokens get 401 and this session goes on with its new token', async () => {
    const user = await givenUser(t.ctx);
    const laptop = await sessionOf(user.email);
    const stolen = await sessionOf(user.email);
    expect((await readsProfile(user.id, stolen)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/users/change-password`,
      headers: bearer({ token: laptop }),
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json().token as string;

    expect((await readsProfile(user.id, stolen)).statusCode).toBe(401);
    expect((await readsProfile(user.id, laptop)).statusCode).toBe(401);
    expect((await readsProfile(user.id, renewed)).statusCode).toBe(200);
    expect(
      (await readsProfile(user.id, await sessionOf(user.email, NEW_PASSWORD))).statusCode,
    ).toBe(200);
  });

  it('after a password reset, every older token gets 401', async () => {
    const user = await givenUser(t.ctx);
    const stolen = await sessionOf(user.email);
    await t.app.inject({
      method: 'POST',
      url: `${API}/users/forgot-password`,
      payload: { email: user.email },
    });
    const link = await linkFrom(t.ctx, user.email, '/loginApp/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: `${API}/users/reset-password`,
      payload: {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        token: link.searchParams.get('resettoken'),
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await readsProfile(user.id, stolen)).statusCode).toBe(401);
    expect(
      (await readsProfile(user.id, await sessionOf(user.email, NEW_PASSWORD))).statusCode,
    ).toBe(200);
  });

  it('refuses a well-signed token without an expiry', async () => {
    const user = await givenUser(t.ctx);
    const forever = await new SignJWT({ verified: true, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect((await readsProfile(user.id, forever)).statusCode).toBe(401);
    // The same claims with an expiry are accepted: only the missing `exp` was refused.
    const expiring = await new SignJWT({ verified: true, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await readsProfile(user.id, expiring)).statusCode).toBe(200);
  });
});
