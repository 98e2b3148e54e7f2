import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusinessBody, aSectionInput } from '@timeapp/domain/testing';
import { messages } from '@timeapp/domain/messages';
import { sections } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { API, call, expectAnswer, givenRating } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';
import { givenBusiness } from './support/businesses.ts';

describe(`registering and viewing a business (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
  });
  afterAll(() => t.close());

  it('anyone reads the category map keyed by index', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/business/categories` });
    const body = expectAnswer(res, 200);
    expect(body.data['0']).toBe('Hair & Beauty');
    expect(body.data['8']).toBe('Restaurant');
  });

  it('an owner registers a business with a section and reads it back', async () => {
    const res = await call.create(t, owner, aBusinessBody());
    const body = expectAnswer(res, 201, messages.businessCreated);
    const b = body.data;
    expect(b).toMatchObject({
      name: 'Ponsonby Hair Studio',
      ownerId: owner.id,
      status: 1,
      referralCount: 0,
      verified: false,
      timezone: 'Pacific/Auckland',
      category: '0',
      rating: { average: 0, count: 0 },
      address: { city: 'Auckland', suburb: 'Ponsonby', postCode: '1011' },
    });
    expect(b.section).toHaveLength(1);
    expect(b.section[0]).toMatchObject({
      sectionName: 'Haircut',
      businessHours: ['09:00', '17:00'],
      regularOffHours: ['12:00', '13:00'],
      slotDuration: 30,
      appointmentPerSlot: 2,
      customRequest: false,
      __v: 0,
    });
    const read = expectAnswer(await call.get(t, b._id), 200);
    expect(read.data).toEqual(b);
  });

  it('stores the hours in the sections table and drops the lunch window in request mode', async () => {
    const body = aBusinessBody({
      name: 'Te Aro Bistro',
      category: '8',
      section: [
        aSectionInput({
          sectionName: 'Table',
          customRequest: true,
          regularOffHours: ['12:00', '13:00'],
        }),
      ],
    });
    const b = expectAnswer(await call.create(t, owner, body), 201).data;
    const [row] = await t.ctx.db.select().from(sections).where(eq(sections.businessId, b._id));
    expect(row).toMatchObject({
      openTime: '09:00',
      closeTime: '17:00',
      offStart: null,
      offEnd: null,
      customRequest: true,
    });
    expect(b.section[0].regularOffHours).toEqual([]);
  });

  it('keeps the sections in the order the owner listed them', async () => {
    const list = ['Cut', 'Colour', 'Blow-dry', 'Treatment'].map((sectionName) =>
      aSectionInput({ sectionName }),
    );
    const b = expectAnswer(await call.create(t, owner, aBusinessBody({ section: list })), 201).data;
    const read = expectAnswer(await call.get(t, b._id), 200).data;
    expect(read.section.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'Cut',
      'Colour',
      'Blow-dry',
      'Treatment',
    ]);
  });

  it('a freshly registered, not yet verified account may create its business', async () => {
    const fresh = await givenUser(t.ctx, { verified: false });
    expectAnswer(await call.create(t, fresh, aBusinessBody()), 201, messages.businessCreated);
  });

  it('keeps a time zone the owner names, and refuses one that does not exist', async () => {
    const ok = await call.create(t, owner, aBusinessBody({ timezone: 'australia/sydney' }));
    expect(expectAnswer(ok, 201).data.timezone).toBe('Australia/Sydney');
    expectAnswer(
      await call.create(t, owner, aBusinessBody({ timezone: 'Mars/Olympus' })),
      400,
      messages.timezoneInvalid,
    );
  });

  it("carries its zone's offsets for the browser: from yesterday's UTC midnight, each change to the minute", async () => {
    const created = expectAnswer(
      await call.create(t, owner, aBusinessBody({ timezone: 'Pacific/Auckland' })),
      201,
    ).data;
    const { timezoneOffsets } = expectAnswer(await call.get(t, created._id), 200).data as {
      timezoneOffsets: { until: string; changes: { at: string; offset: number }[] };
    };
    const now = Date.now();
    const from = Math.floor(now / 86_400_000) * 86_400_000 - 86_400_000;
    expect(timezoneOffsets.changes[0]!.at).toBe(new Date(from).toISOString());
    expect(Date.parse(timezoneOffsets.until)).toBe(from + 401 * 86_400_000);
    // A year holds both of New Zealand's changes, an hour apart: 13 h in summer, 12 in winter.
    expect(timezoneOffsets.changes.length).toBeGreaterThanOrEqual(3);
    for (const change of timezoneOffsets.changes) expect([720, 780]).toContain(change.offset);
    const searched = expectAnswer(await call.search(t, 'name=ponsonby'), 200);
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.every((b: object) => !('timezoneOffsets' in b))).toBe(true);
  });

  it('uses the configured default time zone', async () => {
    const other = await createTestApp({ DEFAULT_TIMEZONE: 'Pacific/Chatham' });
    try {
      const user = await givenUser(other.ctx);
      const res = await call.create(other, user, aBusinessBody());
      expect(expectAnswer(res, 201).data.timezone).toBe('Pacific/Chatham');
    } finally {
      await other.close();
    }
  });

  it('asks a visitor to log in first', async () => {
    expectAnswer(await call.create(t, undefined, aBusinessBody()), 401, messages.unauthorized);
  });

  it.each([
    [
      'an empty section name',
      { section: [aSectionInput({ sectionName: ' ' })] },
      messages.sectionNameRequired,
    ],
    [
      'closing before opening',
      { section: [aSectionInput({ businessHours: ['17:00', '09:00'] })] },
      messages.hoursOrder,
    ],
    [
      'a lunch window outside the hours',
      { section: [aSectionInput({ regularOffHours: ['08:00', '09:30'] })] },
      messages.offHoursInside,
    ],
    [
      'no business day',
      { section: [aSectionInput({ businessDays: [] })] },
      messages.businessDaysRequired,
    ],
    ['no section at all', { section: [] }, messages.sectionRequired],
    ['an unknown category', { category: '99' }, 'Choose a category'],
    ['a contact number with letters', { contactNumber: '09-ABC' }, messages.contactNumeric],
    ['no name', { name: '' }, 'Please enter the business name'],
  ])('refuses %s with a message that says so', async (_what, change, message) => {
    expectAnswer(await call.create(t, owner, aBusinessBody(change)), 400, message);
  });

  it('shows active sections only, with the rating of the business', async () => {
    const b = await givenBusiness(t.ctx, owner.id, {}, [
      { sectionName: 'Open' },
      { sectionName: 'Gone', version: 1 },
    ]);
    const [a, c] = [await givenUser(t.ctx), await givenUser(t.ctx)];
    await givenRating(t.ctx, a.id, b.id, 5);
    await givenRating(t.ctx, c.id, b.id, 4);
    const data = expectAnswer(await call.get(t, b.id), 200).data;
    expect(data.section.map((s: { sectionName: string }) => s.sectionName)).toEqual(['Open']);
    expect(data.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('answers 404 for an unknown or malformed business id', async () => {
    expectAnswer(
      await call.get(t, '6a1b3c4d-0000-4000-8000-000000000000'),
      404,
      messages.businessNotFound,
    );
    expectAnswer(await call.get(t, 'not-a-uuid'), 404, messages.businessNotFound);
    expectAnswer(await call.get(t, "1' or '1'='1"), 404, messages.businessNotFound);
  });
});
