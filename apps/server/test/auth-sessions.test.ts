import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { messages } from '@timeapp/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, linkFrom, logsIn } from './support/accounts.ts';
import { book, MONDAY, MONDAY_MORNING } from './support/appointments.ts';
import { givenBusiness } from './support/businesses.ts';
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

  // A booking and a list read the caller's token version in their own query (one round trip
  // fewer); the answer must be the same 401 as on any other route, and nothing written.
  it('a token from before a password change books nothing and lists nothing: 401', async () => {
    t.setNow(MONDAY_MORNING);
    const owner = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id);
    const slot = (appointmentTime: string) => ({
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: MONDAY,
      appointmentTime,
    });
    const customer = await givenUser(t.ctx);
    const laptop = await sessionOf(customer.email);
    const stolen = await sessionOf(customer.email);
    expect((await book(t.app, { token: stolen } as never, slot('10:00'))).statusCode).toBe(201);
    const lists = (token: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `${API}/appointment${query}`,
        headers: bearer({ token }),
      });
    expect((await lists(stolen)).json().data).toHaveLength(1);
    const ownersList = (token: string) =>
      lists(token, `?businessId=${salon.id}&from=${MONDAY}&to=${MONDAY}`);
    const ownerLaptop = await sessionOf(owner.email);
    const ownerStolen = await sessionOf(owner.email);
    expect((await ownersList(ownerStolen)).json().data).toHaveLength(1);

    for (const [email, token] of [
      [customer.email, laptop],
      [owner.email, ownerLaptop],
    ] as const) {
      const changed = await t.app.inject({
        method: 'POST',
        url: `${API}/users/change-password`,
        headers: bearer({ token }),
        payload: { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode, email).toBe(200);
    }

    const unauthorized = { code: 401, error: 'unauthorized', message: messages.unauthorized };
    const refused = async (res: { statusCode: number; json: () => unknown }) => {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 401,
        body: unauthorized,
      });
    };
    await refused(await book(t.app, { token: stolen } as never, slot('11:00')));
    // Even where the booking would have failed for another reason first.
    await refused(
      await book(t.app, { token: stolen } as never, { ...slot('11:00'), businessId: randomUUID() }),
    );
    await refused(await lists(stolen));
    await refused(await lists(stolen, '?status=2')); // an empty list
    await refused(await ownersList(ownerStolen));
    await refused(await lists(ownerStolen, `?businessId=${randomUUID()}`)); // no such business
    // Nothing was written with the stale token: the customer still holds one place.
    const fresh = await sessionOf(customer.email, NEW_PASSWORD);
    expect(
      (await lists(fresh)).json().data.map((a: { appointmentTime: string }) => a.appointmentTime),
    ).toEqual(['10:00']);
    expect((await book(t.app, { token: fresh } as never, slot('11:00'))).statusCode).toBe(201);
    expect((await ownersList(await sessionOf(owner.email, NEW_PASSWORD))).json().data).toHaveLength(
      2,
    );
  });
});
