import { eq } from 'drizzle-orm';
import { aBusinessBody } from '@timeapp/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { API, call, expectAnswer } from './support/business-scenarios.ts';
import { users } from '../src/db/schema.ts';
import { registers } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Everyday numbers used to be refused ('Contact number must contain digits only'); they are
// taken as typed, read as New Zealand numbers unless they carry a country code, and stored in
// E.164 so that a tel: link dials them from anywhere. Answers also carry the number as people
// read it, formatted here: the web shows it without a phone-number library of its own.
const typed: [string, string, string][] = [
  ['021 555 0199', '+64215550199', '021 555 0199'],
  ['+64 21 555 0199', '+64215550199', '021 555 0199'],
  ['(09) 300 1234', '+6493001234', '09 300 1234'],
];

describe(`phone numbers as people type them (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    owner = await givenUser(t.ctx);
  });
  afterAll(() => t.close());

  it.each(typed)('a business registers with %s', async (number, stored, shown) => {
    const res = await call.create(t, owner, aBusinessBody({ contactNumber: number }));
    const body = expectAnswer(res, 201);
    expect(body.data.contactNumber).toBe(stored);
    const read = expectAnswer(await call.get(t, body.data._id), 200).data;
    expect(read.contactNumber).toBe(stored);
    expect(read.contactNumberDisplay).toBe(shown);
  });

  it.each(typed)('an owner changes the contact number to %s', async (number, stored) => {
    const b = expectAnswer(await call.create(t, owner, aBusinessBody()), 201).data;
    const res = await call.update(t, owner, b._id, { contactNumber: number });
    expect(expectAnswer(res, 200).data.contactNumber).toBe(stored);
  });

  it.each(typed)('a customer registers with the mobile number %s', async (number, stored) => {
    const res = await registers(t, { mobileNumber: number });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select({ mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, res.json().user._id));
    expect(row?.mobileNumber).toBe(stored);
  });

  it.each(typed)('a customer changes their mobile number to %s', async (number, stored) => {
    const me = await givenUser(t.ctx);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/users`,
      headers: bearer(me),
      payload: { mobileNumber: number },
    });
    expect(expectAnswer(res, 200).data.mobileNumber).toBe(stored);
  });

  it('what is no phone number is refused with a hint of what to type', async () => {
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ contactNumber: '09-ABC' })),
      400,
      messages.contactNumeric,
    );
    expectAnswer(await registers(t, { mobileNumber: '021' }), 400, messages.mobileDigits);
  });
});
