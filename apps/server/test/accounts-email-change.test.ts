import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { aBusinessBody } from '@timeapp/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { removeStaleUnverified } from '../src/modules/auth/service.ts';
import {
  API,
  followsVerificationLink,
  linkFrom,
  logsIn,
  mailsTo,
  newEmail,
  registers,
} from './support/accounts.ts';
import { MONDAY } from './support/appointments.ts';
import { call, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, DEFAULT_PASSWORD, givenUser } from './support/users.ts';

const DAY = 86_400_000;

describe(`an account that changes its e-mail address is never lost (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const edits = (who: { token: string }, body: object) =>
    t.app.inject({ method: 'PUT', url: `${API}/users`, headers: bearer(who), payload: body });
  const exists = async (id: string) =>
    (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
  const cleanupRunsIn = async (days: number) => {
    t.setNow(new Date(Date.now() + days * DAY));
    try {
      return await removeStaleUnverified(t.ctx);
    } finally {
      t.setNow(undefined);
    }
  };

  it('keeps the old, verified address until the new one is confirmed, through the clean-up', async () => {
    const owner = await givenUser(t.ctx, { createdAt: new Date(Date.now() - 30 * DAY) });
    const business = await givenBusiness(t.ctx, owner.id);
    const customer = await givenUser(t.ctx);
    await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: business.id,
      sectionId: business.sectionIds[0]!,
      date: MONDAY,
      time: '10:00',
    });
    const wanted = newEmail('moved');

    const res = await edits(owner, { email: wanted });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: owner.email, verified: true });
    const [notice] = await mailsTo(t.ctx, owner.email);
    expect(notice!.text).toContain(wanted);

    // Nobody opened the link: the account, its business and its customers' bookings stay.
    await cleanupRunsIn(6);
    expect(await exists(owner.id)).toBe(true);
    expect((await call.get(t, business.id)).statusCode).toBe(200);
    expect((await logsIn(t, owner.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await logsIn(t, wanted, DEFAULT_PASSWORD)).statusCode).toBe(401);

    await followsVerificationLink(t, await linkFrom(t.ctx, wanted, '/loginApp'));
    expect((await logsIn(t, wanted, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await logsIn(t, owner.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    await cleanupRunsIn(6);
    expect(await exists(owner.id)).toBe(true);
  });

  it('a pending address cannot be taken over: nobody else registers it, and its link moves the account that asked', async () => {
    const victim = await givenUser(t.ctx);
    const wanted = newEmail('contested');
    await edits(victim, { email: wanted });
    const link = await linkFrom(t.ctx, wanted, '/loginApp');

    // Mallory registers the address with her own password: refused, as a taken address is.
    const mallory = await registers(t, {
      email: wanted,
      password: 'Mallory@123',
      confirmPassword: 'Mallory@123',
    });
    expect(mallory.statusCode).toBe(409);
    expect(mallory.json().message).toBe(messages.emailTaken);

    expect((await followsVerificationLink(t, link)).json()).toEqual({
      code: 200,
      message: messages.verified,
    });
    expect((await logsIn(t, wanted, 'Mallory@123')).statusCode).toBe(401);
    expect((await logsIn(t, wanted, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await logsIn(t, victim.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
  });

  it('a link verifies only the account it was sent for, never another holding the address', async () => {
    const victim = await givenUser(t.ctx);
    const wanted = newEmail('raced');
    await edits(victim, { email: wanted });
    const link = await linkFrom(t.ctx, wanted, '/loginApp');
    // An account that got the address meanwhile (a registration racing the change).
    await givenUser(t.ctx, { email: wanted, verified: false });

    const res = await followsVerificationLink(t, link);
    expect(res.json()).toEqual({
      code: 400,
      error: 'verification_failed',
      message: messages.verificationFailed,
    });
    expect((await logsIn(t, wanted, DEFAULT_PASSWORD)).json().message).toBe(
      messages.loginUnverified,
    );
    expect((await logsIn(t, victim.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a link works once: after the change, or once the change is withdrawn, it moves nothing', async () => {
    const user = await givenUser(t.ctx);
    const first = newEmail('first');
    await edits(user, { email: first });
    const toFirst = await linkFrom(t.ctx, first, '/loginApp');
    await edits(user, { email: user.email });
    expect((await followsVerificationLink(t, toFirst)).statusCode).toBe(400);
    expect((await logsIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    const second = newEmail('second');
    await edits(user, { email: second });
    const toSecond = await linkFrom(t.ctx, second, '/loginApp');
    expect((await followsVerificationLink(t, toSecond)).statusCode).toBe(200);
    // Opened again: nothing left to do (the address is the account's), nothing changes.
    expect((await followsVerificationLink(t, toSecond)).json()).toEqual({
      code: 200,
      message: messages.verified,
    });
    expect((await logsIn(t, second, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('removes only accounts that never verified, and never data that was public', async () => {
    const old = new Date(Date.now() - 10 * DAY);
    const never = await givenUser(t.ctx, { verified: false, createdAt: old });
    const neverWithBusiness = await givenUser(t.ctx, { verified: false, createdAt: old });
    await givenBusiness(t.ctx, neverWithBusiness.id);
    const verifiedOnce = await givenUser(t.ctx, {
      verified: false,
      verifiedAt: new Date(Date.now() - 9 * DAY),
      createdAt: old,
    });
    const booked = await givenUser(t.ctx, { verified: false, createdAt: old });
    const bookedBusiness = await givenBusiness(t.ctx, booked.id);
    await givenAppointment(t.ctx, {
      userId: (await givenUser(t.ctx)).id,
      businessId: bookedBusiness.id,
      sectionId: bookedBusiness.sectionIds[0]!,
      date: MONDAY,
      time: '11:00',
    });

    await cleanupRunsIn(0);
    expect(await exists(never.id)).toBe(false);
    expect(await exists(neverWithBusiness.id)).toBe(false);
    expect(await exists(verifiedOnce.id)).toBe(true);
    expect(await exists(booked.id)).toBe(true);
  });

  it('answers 401, not 500, to a valid token of an account that no longer exists', async () => {
    const gone = await givenUser(t.ctx);
    const owner = await givenUser(t.ctx);
    const business = await givenBusiness(t.ctx, owner.id);
    await t.ctx.db.delete(users).where(eq(users.id, gone.id));

    const creates = await call.create(t, gone, aBusinessBody());
    expect(creates.statusCode).toBe(401);
    const books = await t.app.inject({
      method: 'POST',
      url: `${API}/appointment`,
      headers: bearer(gone),
      payload: {
        businessId: business.id,
        sectionId: business.sectionIds[0],
        appointmentDate: MONDAY,
        appointmentTime: '10:00',
        reason: 'Haircut please',
      },
    });
    expect(books.statusCode).toBe(401);
  });
});
