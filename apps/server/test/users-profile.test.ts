import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { errorId } from '@timeapp/domain/errors';
import { API, followsVerificationLink, linkFrom, logsIn, mailsTo } from './support/accounts.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

describe(`a customer keeps their profile (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const readsProfile = (user: GivenUser, id = user.id) =>
    t.app.inject({ method: 'GET', url: `${API}/users/${id}`, headers: bearer(user) });
  const edits = (user: GivenUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${API}/users`, headers: bearer(user), payload });

  it('reads their own profile with favourites and owned businesses, and nothing secret', async () => {
    const user = await givenUser(t.ctx, {
      email: 'kiri.tane@example.test',
      mobileNumber: '021555',
      birthday: '1985-02-03',
    });
    const owned = await givenBusiness(t.ctx, user.id);
    const liked = await givenBusiness(t.ctx, (await givenUser(t.ctx)).id);
    await edits(user, { favorite: [liked.id] });

    const res = await readsProfile(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: messages.ok,
      data: {
        _id: user.id,
        email: 'kiri.tane@example.test',
        firstName: user.firstName,
        lastName: 'Person',
        profileImage: '',
        relatedBusinesses: [owned.id],
        staffOf: [],
        mobileNumber: '021555',
        // A number the library cannot read is shown as stored.
        mobileNumberDisplay: '021555',
        textsConsent: false,
        birthday: '1985-02-03',
        userName: 'kiri.tane',
        userType: 'user',
        active: true,
        verified: true,
        address: {
          country: 'New Zealand',
          state: 'Auckland',
          city: 'Auckland',
          suburb: 'Ponsonby',
          postCode: '',
        },
        favorite: [liked.id],
      },
    });
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it('edits names, phone, birthday, picture and part of the address, leaving the rest as it was', async () => {
    const user = await givenUser(t.ctx);
    const res = await edits(user, {
      firstName: 'Mere',
      lastName: 'Parata',
      mobileNumber: '021 123 4567',
      birthday: '1999-12-31',
      profileImage: '/uploads/abc.webp',
      address: { suburb: 'Grey Lynn', postCode: '1021' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: messages.profileUpdated,
      data: {
        firstName: 'Mere',
        lastName: 'Parata',
        mobileNumber: '+64211234567',
        mobileNumberDisplay: '021 123 4567',
        birthday: '1999-12-31',
        profileImage: '/uploads/abc.webp',
        address: {
          country: 'New Zealand',
          state: 'Auckland',
          city: 'Auckland',
          suburb: 'Grey Lynn',
          postCode: '1021',
        },
      },
    });
    expect((await readsProfile(user)).json().data.firstName).toBe('Mere');
  });

  it('adds and removes favourites, once each however often they are sent', async () => {
    const user = await givenUser(t.ctx);
    const owner = await givenUser(t.ctx);
    const a = await givenBusiness(t.ctx, owner.id, { name: 'A' });
    const b = await givenBusiness(t.ctx, owner.id, { name: 'B' });
    await edits(user, { favorite: a.id });
    await edits(user, { favorite: [a.id] });
    const both = await edits(user, { favorite: b.id });
    expect(both.json().data.favorite).toEqual([a.id, b.id]);
    const removed = await edits(user, { unfavorite: a.id });
    expect(removed.json().data.favorite).toEqual([b.id]);
  });

  it.each([
    ['an unknown business', '6f1c2b8e-0000-4000-8000-000000000000'],
    ['an id that is not a uuid', 'not-a-business'],
  ])('says the business was not found for %s', async (_name, id) => {
    const user = await givenUser(t.ctx);
    const res = await edits(user, { favorite: id, firstName: 'Changed' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      error: 'business_not_found',
      message: messages.businessNotFound,
    });
    expect((await readsProfile(user)).json().data.firstName).not.toBe('Changed');
  });

  it('keeps e-mail addresses unique, whatever the case', async () => {
    const user = await givenUser(t.ctx);
    const other = await givenUser(t.ctx);
    const res = await edits(user, { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, error: 'email_taken', message: messages.emailTaken });
  });

  it('keeps the old address until the new one is verified, and tells the old address', async () => {
    const user = await givenUser(t.ctx);
    const res = await edits(user, { email: 'New.Address@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, verified: true });

    const [notice] = await mailsTo(t.ctx, user.email);
    expect(notice!.text).toContain('new.address@example.test');
    expect((await logsIn(t, 'new.address@example.test', DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    await followsVerificationLink(
      t,
      await linkFrom(t.ctx, 'new.address@example.test', '/loginApp'),
    );
    expect((await logsIn(t, 'new.address@example.test', DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await readsProfile(user)).json().data).toMatchObject({
      email: 'new.address@example.test',
      userName: 'new.address',
      verified: true,
    });
  });

  it('keeps the account verified when the same address is sent back', async () => {
    const user = await givenUser(t.ctx);
    const res = await edits(user, { email: user.email.toUpperCase(), firstName: 'Same' });
    expect(res.json().data).toMatchObject({ email: user.email, verified: true, firstName: 'Same' });
    expect(await mailsTo(t.ctx, user.email)).toHaveLength(0);
  });

  it.each([
    ['a malformed birthday', { birthday: '31/12/1999' }, 'Birthday must be a date like 2026-03-31'],
    [
      'letters in the mobile number',
      { mobileNumber: 'call me' },
      'Enter a mobile number like 021 555 0199 or +64 21 555 0199',
    ],
    ['an invalid e-mail address', { email: 'nope' }, 'Enter a valid e-mail address'],
    ['an empty first name', { firstName: '' }, 'Please enter your name'],
  ])('explains %s', async (_name, payload, message) => {
    const user = await givenUser(t.ctx);
    const res = await edits(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: errorId(400, message), message });
  });
});

describe(`who may use the account routes (${engine})`, () => {
  let t: TestApp;
  let a: GivenUser;
  let b: GivenUser;
  let unverified: GivenUser;
  beforeAll(async () => {
    t = await createTestApp();
    a = await givenUser(t.ctx);
    b = await givenUser(t.ctx);
    unverified = await givenUser(t.ctx, { verified: false });
  });
  afterAll(() => t.close());

  type Caller = 'anonymous' | 'customer A' | 'customer B' | 'unverified' | 'forged token';
  const headers = (caller: Caller) =>
    caller === 'anonymous'
      ? {}
      : caller === 'forged token'
        ? { authorization: `Bearer ${a.token.slice(0, -4)}AAAA` }
        : bearer(caller === 'customer A' ? a : caller === 'customer B' ? b : unverified);

  const routes = {
    "read A's profile": (caller: Caller) =>
      t.app.inject({ method: 'GET', url: `${API}/users/${a.id}`, headers: headers(caller) }),
    'edit own profile': (caller: Caller) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/users`,
        headers: headers(caller),
        payload: { lastName: 'Edited' },
      }),
    'change own password': (caller: Caller) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/users/change-password`,
        headers: headers(caller),
        payload: { oldPassword: 'Wrong@Guess1', newPassword: 'Other@Pass12' },
      }),
  };

  it.each([
    ["read A's profile", 'anonymous', 401],
    ["read A's profile", 'forged token', 401],
    ["read A's profile", 'unverified', 403],
    ["read A's profile", 'customer B', 403],
    ["read A's profile", 'customer A', 200],
    ['edit own profile', 'anonymous', 401],
    ['edit own profile', 'forged token', 401],
    ['edit own profile', 'unverified', 403],
    ['edit own profile', 'customer B', 200],
    ['change own password', 'anonymous', 401],
    ['change own password', 'unverified', 403],
    ['change own password', 'customer A', 400],
  ] as const)('%s as %s: %i', async (route, caller, status) => {
    const res = await routes[route](caller);
    expect(res.statusCode).toBe(status);
  });

  it("never changes A's profile when B edits", async () => {
    await t.app.inject({
      method: 'PUT',
      url: `${API}/users`,
      headers: bearer(b),
      payload: { firstName: 'Bee' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${a.id}`,
      headers: bearer(a),
    });
    expect(res.json().data.firstName).toBe(a.firstName);
  });

  it('answers 403, not 500, for an id that is not a uuid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/not-a-uuid`,
      headers: bearer(a),
    });
    expect(res.statusCode).toBe(403);
  });
});
