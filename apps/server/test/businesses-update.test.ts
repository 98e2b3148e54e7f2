import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aSectionInput } from '@timeapp/domain/testing';
import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { appointments, businesses, sections } from '../src/db/schema.ts';
import { call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

describe(`an owner edits the business and its sections (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customerA: GivenUser;
  let customerB: GivenUser;
  let otherOwner: GivenUser;
  let b: GivenBusiness;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow('2026-03-02T00:00:00Z');
    [owner, customerA, customerB, otherOwner] = await Promise.all([
      givenUser(t.ctx),
      givenUser(t.ctx),
      givenUser(t.ctx),
      givenUser(t.ctx),
    ]);
    await givenBusiness(t.ctx, otherOwner.id, { name: "Other Owner's Cafe" });
  });
  beforeEach(async () => {
    b = await givenBusiness(t.ctx, owner.id);
  });
  afterAll(() => t.close());

  const sectionRow = async (id: string) =>
    (await t.ctx.db.select().from(sections).where(eq(sections.id, id)))[0]!;

  describe('who may edit', () => {
    type Who = () => GivenUser | undefined;
    it.each<[string, Who, number, string]>([
      ['a visitor', () => undefined, 401, messages.unauthorized],
      ['customer A', () => customerA, 403, messages.forbidden],
      ['customer B', () => customerB, 403, messages.forbidden],
      ['another owner', () => otherOwner, 403, messages.forbidden],
      ['the owner', () => owner, 200, messages.businessSaved],
    ])('%s', async (_who, who, status, message) => {
      const res = await call.update(t, who(), b.id, { name: 'Renamed Studio' });
      expectAnswer(res, status, message);
      const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, b.id));
      expect(row!.name).toBe(status === 200 ? 'Renamed Studio' : 'Ponsonby Hair Studio');
    });

    it('an owner whose e-mail is not verified yet cannot edit', async () => {
      const fresh = await givenUser(t.ctx, { verified: false });
      const mine = await givenBusiness(t.ctx, fresh.id);
      expectAnswer(
        await call.update(t, fresh, mine.id, { name: 'X' }),
        403,
        messages.loginUnverified,
      );
    });

    it('an unknown or malformed id is not found', async () => {
      expectAnswer(
        await call.update(t, owner, '00000000-0000-4000-8000-000000000000', { name: 'X' }),
        404,
        messages.businessNotFound,
      );
      expectAnswer(
        await call.update(t, owner, 'nope', { name: 'X' }),
        404,
        messages.businessNotFound,
      );
    });
  });

  it('saves profile fields and a partial address', async () => {
    const res = await call.update(t, owner, b.id, {
      aboutBusiness: 'Now with colour.',
      contactNumber: '+6493761234',
      address: { suburb: 'Grey Lynn' },
      category: '1',
    });
    const data = expectAnswer(res, 200, messages.businessSaved).data;
    expect(data).toMatchObject({
      aboutBusiness: 'Now with colour.',
      contactNumber: '+6493761234',
      category: '1',
      address: { city: 'Auckland', suburb: 'Grey Lynn' },
    });
  });

  it('adds a section sent without an _id', async () => {
    const res = await call.update(t, owner, b.id, {
      section: [aSectionInput({ sectionName: 'Beard trim', slotDuration: 15 })],
    });
    const data = expectAnswer(res, 200, messages.businessSaved).data;
    expect(data.section.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'Haircut',
      'Beard trim',
    ]);
    expect(data.section[1]).toMatchObject({ slotDuration: 15, __v: 0 });
  });

  it('edits a section sent with its _id, including the non-regular off days', async () => {
    const [sectionId] = b.sectionIds;
    const change = {
      ...aSectionInput({
        sectionName: 'Cut & Style',
        noneRegularOffDays: ['2026-04-06', '2026-04-03'],
      }),
      _id: sectionId,
    };
    const data = expectAnswer(await call.update(t, owner, b.id, { section: [change] }), 200).data;
    expect(data.section).toHaveLength(1);
    expect(data.section[0]).toMatchObject({
      _id: sectionId,
      sectionName: 'Cut & Style',
      noneRegularOffDays: ['2026-04-03', '2026-04-06'],
    });
  });

  it('soft-deletes a section sent with __v 1 and keeps its appointments', async () => {
    const add = await call.update(t, owner, b.id, {
      section: [aSectionInput({ sectionName: 'Colour' })],
    });
    const colour = expectAnswer(add, 200).data.section[1]._id as string;
    const appointmentId = await givenAppointment(t.ctx, {
      userId: customerA.id,
      businessId: b.id,
      sectionId: colour,
      date: '2026-03-10',
      time: '10:00',
    });
    const res = await call.update(t, owner, b.id, { section: [{ _id: colour, __v: 1 }] });
    const data = expectAnswer(res, 200, messages.businessSaved).data;
    expect(data.section.map((s: { _id: string }) => s._id)).toEqual([b.sectionIds[0]]);
    expect((await sectionRow(colour)).version).toBe(1);
    const [kept] = await t.ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(kept!.status).toBe(0);
    expectAnswer(await call.slots(t, b.id, colour, '2026-03-10'), 404, messages.sectionNotFound);
  });

  it('refuses to delete the last active section, changing nothing', async () => {
    const res = await call.update(t, owner, b.id, {
      name: 'Half Saved',
      section: [{ _id: b.sectionIds[0], __v: 1 }],
    });
    expectAnswer(res, 400, messages.sectionRequired);
    expect((await sectionRow(b.sectionIds[0]!)).version).toBe(0);
    const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row!.name).toBe('Ponsonby Hair Studio');
  });

  it("cannot touch another business's section", async () => {
    const other = await givenBusiness(t.ctx, otherOwner.id);
    const foreign = other.sectionIds[0]!;
    expectAnswer(
      await call.update(t, owner, b.id, { section: [{ _id: foreign, __v: 1 }] }),
      404,
      messages.sectionNotFound,
    );
    expectAnswer(
      await call.update(t, owner, b.id, {
        section: [{ ...aSectionInput({ sectionName: 'Mine now' }), _id: foreign }],
      }),
      404,
      messages.sectionNotFound,
    );
    expect(await sectionRow(foreign)).toMatchObject({ version: 0, sectionName: 'Haircut' });
    expectAnswer(
      await call.update(t, owner, b.id, { section: [{ _id: 'bogus', __v: 1 }] }),
      404,
      messages.sectionNotFound,
    );
  });

  it('an edit that fails rolls back the sections added before it', async () => {
    const res = await call.update(t, owner, b.id, {
      section: [
        aSectionInput({ sectionName: 'Added' }),
        { _id: '00000000-0000-4000-8000-000000000000', __v: 1 },
      ],
    });
    expectAnswer(res, 404, messages.sectionNotFound);
    const rows = await t.ctx.db.select().from(sections).where(eq(sections.businessId, b.id));
    expect(rows.map((r) => r.sectionName)).toEqual(['Haircut']);
  });

  it('cannot edit a deleted section back to life', async () => {
    const [first] = b.sectionIds;
    await call.update(t, owner, b.id, { section: [aSectionInput({ sectionName: 'Spare' })] });
    expectAnswer(await call.update(t, owner, b.id, { section: [{ _id: first, __v: 1 }] }), 200);
    const res = await call.update(t, owner, b.id, {
      section: [{ ...aSectionInput(), _id: first }],
    });
    expectAnswer(res, 404, messages.sectionNotFound);
  });

  it.each([
    [
      'an empty section name',
      { section: [aSectionInput({ sectionName: '' })] },
      messages.sectionNameRequired,
    ],
    [
      'closing before opening',
      { section: [aSectionInput({ businessHours: ['18:00', '08:00'] })] },
      messages.hoursOrder,
    ],
    ['an unknown category', { category: 'x' }, 'Choose a category'],
    ['letters in the contact number', { contactNumber: 'call me' }, messages.contactNumeric],
  ])('refuses %s', async (_what, body, message) => {
    expectAnswer(await call.update(t, owner, b.id, body), 400, message);
  });
});
