import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusinessBody, anAddress, aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { registration } from './support/accounts.ts';
import { API, call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Control characters and dates no diary can hold: each gets a 400 that names the field, where
// they used to reach the database and answer 500.

const NUL = '\u0000';
const controlRefused = (field: string) => `${field} must not contain control characters`;
const dateRefused = (field: string) => `${field} must be a date between 1 Jan 1900 and 31 Dec 2100`;

describe(`bad input is refused by name, never a 500 (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  let salon: GivenBusiness;
  let appointmentId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    owner = await givenUser(t.ctx);
    customer = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id);
    appointmentId = await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      date: '2026-03-03',
      time: '10:00',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: GivenUser) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: who ? bearer(who) : {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who?: GivenUser) =>
    t.app.inject({ method, url: `${API}${url}`, payload, headers: who ? bearer(who) : {} });

  it('a NUL in a search answers 400 naming the field', async () => {
    expectAnswer(await get('/business?name=%00'), 400, controlRefused('Name'));
    expectAnswer(await get('/business?city=Auck%00land'), 400, controlRefused('City'));
    expectAnswer(await get('/places?q=%00'), 400, controlRefused('Search text'));
  });

  it('dates outside 1900-2100 answer 400 naming the field', async () => {
    const mine = `/appointment?businessId=${salon.id}`;
    expectAnswer(await get(`${mine}&to=9999-12-31`, owner), 400, dateRefused('To date'));
    expectAnswer(await get(`${mine}&from=0000-01-01`, owner), 400, dateRefused('From date'));
    expectAnswer(await get('/appointment?to=9999-12-31', customer), 400, dateRefused('To date'));
    const slots = `/business/${salon.id}/section/${salon.sectionIds[0]}/slots`;
    expectAnswer(await get(`${slots}?date=2101-01-01`), 400, dateRefused('Date'));
    const booking = {
      businessId: salon.id,
      sectionId: salon.sectionIds[0],
      appointmentDate: '9999-12-31',
      appointmentTime: '10:00',
    };
    expectAnswer(
      await send('POST', '/appointment', booking, customer),
      400,
      dateRefused('Appointment date'),
    );
  });

  it('the edges of the range are still dates', async () => {
    const mine = `/appointment?businessId=${salon.id}`;
    const res = await get(`${mine}&from=1900-01-01&to=2100-12-31`, owner);
    expect(expectAnswer(res, 200).data).toHaveLength(1);
  });

  it('registration refuses control characters in names and the address', async () => {
    expectAnswer(
      await send('POST', '/users', registration({ firstName: `Aroha${NUL}` })),
      400,
      controlRefused('First name'),
    );
    expectAnswer(
      await send('POST', '/users', registration({ lastName: 'Ngata\u001b[31m' })),
      400,
      controlRefused('Last name'),
    );
    const address = { country: 'New Zealand', state: 'Auckland', city: `Auckland${NUL}` };
    expectAnswer(
      await send('POST', '/users', registration({ address })),
      400,
      controlRefused('City'),
    );
  });

  it('a business refuses control characters in name, about and address', async () => {
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ name: `Salon${NUL}` })),
      400,
      controlRefused('Name'),
    );
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ aboutBusiness: `Cuts${NUL}` })),
      400,
      controlRefused('About the business'),
    );
    expectAnswer(
      await call.create(
        t,
        owner,
        aBusinessBody({ address: { ...anAddress({ suburb: NUL }), street: '' } }),
      ),
      400,
      controlRefused('Suburb'),
    );
    expectAnswer(
      await call.update(t, owner, salon.id, { address: { street: `1 Queen St${NUL}` } }),
      400,
      controlRefused('Street address'),
    );
    expectAnswer(
      await call.update(t, owner, salon.id, { aboutBusiness: `x${NUL}` }),
      400,
      controlRefused('About the business'),
    );
    const section = [aSectionInput({ sectionName: `Cut${NUL}` })];
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ section })),
      400,
      controlRefused('Section name'),
    );
  });

  it('line breaks stay welcome where text has several lines', async () => {
    const about = 'Cuts and colour.\nOpen late on Thursdays.';
    const res = await call.update(t, owner, salon.id, { aboutBusiness: about });
    expect(expectAnswer(res, 200).data.aboutBusiness).toBe(about);
    expectAnswer(
      await call.update(t, owner, salon.id, { name: 'Two\nlines' }),
      400,
      controlRefused('Name'),
    );
  });

  it('reasons, the contact form and e-mail fields refuse control characters', async () => {
    const booking = {
      businessId: salon.id,
      sectionId: salon.sectionIds[0],
      appointmentDate: '2026-03-03',
      appointmentTime: '11:00',
      reason: `Trim${NUL}`,
    };
    expectAnswer(
      await send('POST', '/appointment', booking, customer),
      400,
      controlRefused('Reason'),
    );
    expectAnswer(
      await send(
        'PUT',
        `/appointment/${appointmentId}`,
        { status: 2, cancellationReason: NUL },
        customer,
      ),
      400,
      controlRefused('Cancellation reason'),
    );
    const contact = { name: 'Ana', email: 'ana@example.test', subject: 'Hi', message: `a${NUL}` };
    expectAnswer(
      await send('POST', '/users/contact-timeapp', contact),
      400,
      controlRefused('Message'),
    );
    expectAnswer(
      await send('POST', '/users/forgot-password', { email: `ana${NUL}@example.test` }),
      400,
      controlRefused('E-mail address'),
    );
    expectAnswer(
      await send('POST', '/users/login', { email: `ana${NUL}@example.test`, password: 'x' }),
      400,
      controlRefused('E-mail address'),
    );
  });
});

describe(`every refusal is a sentence a user can read (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  let salon: GivenBusiness;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    owner = await givenUser(t.ctx);
    customer = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id);
  });
  afterAll(() => t.close());

  it('a request-only section needs no slot length or places per slot', async () => {
    const {
      slotDuration: _s,
      appointmentPerSlot: _a,
      ...rest
    } = aSectionInput({ customRequest: true });
    const res = await call.create(t, owner, aBusinessBody({ section: [rest] }));
    const body = expectAnswer(res, 201, messages.businessCreated);
    expect(body.data.section[0]).toMatchObject({ customRequest: true, __v: 0 });
    const added = await call.update(t, owner, salon.id, {
      section: [{ ...rest, sectionName: 'Table for two' }],
    });
    expect(expectAnswer(added, 200).data.section).toHaveLength(2);
  });

  it('a slot section still needs them, and says which', async () => {
    const { slotDuration: _s, ...rest } = aSectionInput();
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ section: [rest] })),
      400,
      'Slot length is required',
    );
  });

  // One malformed request per kind of problem, over the routes: each answer names the field and
  // what it needs, in the catalogue's words.
  const cases: {
    name: string;
    method: 'GET' | 'POST' | 'PUT';
    url: (s: GivenBusiness) => string;
    body?: object;
    who: 'owner' | 'customer' | null;
    expected: string;
  }[] = [
    {
      name: 'a number that is text (the old NaN message)',
      method: 'POST',
      url: () => '/rating',
      body: { ratedId: '00000000-0000-0000-0000-000000000000', rate: 'five' },
      who: 'customer',
      expected: 'Rating must be a number',
    },
    {
      name: 'places per slot as text',
      method: 'POST',
      url: () => '/business',
      body: aBusinessBody({
        section: [aSectionInput({ appointmentPerSlot: 'two' as unknown as number })],
      }),
      who: 'owner',
      expected: 'Appointments per slot must be a number',
    },
    {
      name: 'too many places per slot',
      method: 'POST',
      url: () => '/business',
      body: aBusinessBody({ section: [aSectionInput({ appointmentPerSlot: 11 })] }),
      who: 'owner',
      expected: 'Appointments per slot must be at most 10',
    },
    {
      name: 'a missing field',
      method: 'POST',
      url: () => '/appointment',
      body: { sectionId: 'x', appointmentDate: '2026-03-03', appointmentTime: '10:00' },
      who: 'customer',
      expected: 'Business is required',
    },
    {
      name: 'a status out of range',
      method: 'GET',
      url: (s) => `/appointment?businessId=${s.id}&status=7`,
      who: 'owner',
      expected: 'Status must be at most 2',
    },
    {
      name: 'a limit that is no number',
      method: 'GET',
      url: () => '/business?name=hair&limit=lots',
      who: null,
      expected: 'Limit must be a number',
    },
    {
      name: 'an unknown attendance',
      method: 'POST',
      url: () => '/appointment/00000000-0000-0000-0000-000000000000/attendance',
      body: { attendance: 'late' },
      who: 'owner',
      expected: 'Attendance must be one of arrived, no-show',
    },
    {
      name: 'a malformed date',
      method: 'GET',
      url: (s) => `/business/${s.id}/section/${s.sectionIds[0]}/slots?date=3/3/2026`,
      who: null,
      expected: 'Date must be a date like 2026-03-31',
    },
    {
      name: 'a body that is no object',
      method: 'POST',
      url: () => '/rating',
      body: [1, 2],
      who: 'customer',
      expected: messages.bodyRequired,
    },
  ];
  it.each(cases)('$name', async ({ method, url, body, who, expected }) => {
    const user = who === 'owner' ? owner : who === 'customer' ? customer : undefined;
    const res = await t.app.inject({
      method,
      url: `${API}${url(salon)}`,
      headers: user ? bearer(user) : {},
      ...(body === undefined ? {} : { payload: body }),
    });
    expectAnswer(res, 400, expected);
  });
});
