import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointment } from '@timeapp/domain/appointments';
import { envelope } from '@timeapp/domain/common';
import { serializerCompiler } from '../src/lib/serializer.ts';
import { book, MONDAY, MONDAY_MORNING } from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const API = '/api/v1.1';
const HASH = /scrypt\$|password/i;

describe('answers carry only what the contract declares', () => {
  it('drops a field the response schema does not declare, at every depth', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const leaky = {
      _id: 'a1',
      userId: 'u1',
      businessId: 'b1',
      sectionId: 's1',
      sectionName: 'Chair',
      appointmentDate: '2026-03-02',
      appointmentTime: '10:00',
      startsAt: '2026-03-02T10:00:00+13:00',
      reason: '',
      cancellationReason: '',
      extendedNote: '',
      status: 0,
      attendance: null,
      business: {
        name: 'Salon',
        contactNumber: '09',
        contactNumberDisplay: '09',
        photos: [],
        cancellationFreeHours: 24,
        ownerEmail: 'o@x.test',
      },
      user: { firstName: 'Ann', lastName: 'Able', profileImage: '', passwordHash: 'scrypt$1$2' },
      createdAt: '2026-03-01T00:00:00.000Z',
      attendanceAt: null,
      history: [],
      cancelledBy: null,
      declined: false,
      customer: null,
      notes: [],
      walkIn: null,
      password_hash: 'scrypt$1$2',
    };
    app.get('/leaky', { schema: { response: { 200: envelope(appointment) } } }, async () => ({
      code: 200,
      message: 'OK',
      data: leaky,
      token: 'not-for-you',
    }));
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const { password_hash, business, user, ...declared } = leaky;
    expect(password_hash).toBeDefined();
    expect(res.json()).toEqual({
      code: 200,
      message: 'OK',
      data: {
        ...declared,
        business: {
          name: business.name,
          contactNumber: business.contactNumber,
          contactNumberDisplay: business.contactNumberDisplay,
          photos: [],
          cancellationFreeHours: 24,
        },
        user: { firstName: user.firstName, lastName: user.lastName, profileImage: '' },
      },
    });
    expect(res.body).not.toMatch(HASH);
    expect(res.body).not.toContain('not-for-you');
  });
});

describe(`no password hash in any answer about a user (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let ann: GivenUser;
  let salon: GivenBusiness;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
    ann = await givenUser(t.ctx, { firstName: 'Ann' });
    salon = await givenBusiness(t.ctx, owner.id);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  it('GET /users/:id shows the profile without the stored hash', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${ann.id}`,
      headers: bearer(ann),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstName).toBe('Ann');
    expect(res.body).not.toMatch(HASH);
  });

  it('a booking, its customer list and the owner list show the customer without the hash', async () => {
    const booked = await book(t.app, ann, {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: MONDAY,
      appointmentTime: '10:00',
      reason: 'Trim',
    });
    expect(booked.statusCode).toBe(201);
    const lists = await Promise.all([
      t.app.inject({ method: 'GET', url: `${API}/appointment`, headers: bearer(ann) }),
      t.app.inject({
        method: 'GET',
        url: `${API}/appointment?businessId=${salon.id}`,
        headers: bearer(owner),
      }),
    ]);
    for (const res of [booked, ...lists]) {
      expect(res.body).toContain('Ann');
      expect(res.body).not.toMatch(HASH);
    }
  });
});
