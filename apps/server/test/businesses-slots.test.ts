import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { weekDays } from '@timeapp/domain/days';
import { AppointmentStatus } from '@timeapp/domain/status';
import { call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// Auckland is on NZDT (+13:00) in March 2026. Monday 2 March, 08:00 local.
const MONDAY_8AM = '2026-03-01T19:00:00Z';
const TUESDAY = '2026-03-03';

type SlotView = {
  time: string;
  capacity: number;
  taken: number;
  free: number;
  mine: boolean;
  bookable: boolean;
  myImage?: string;
};

describe(`the slot grid of a section (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let alice: GivenUser;
  let bob: GivenUser;
  let carol: GivenUser;
  let salon: GivenBusiness;
  let haircut: string;

  const slotsOn = async (
    date: string,
    who?: GivenUser,
    sectionId = haircut,
    businessId = salon.id,
  ) => expectAnswer(await call.slots(t, businessId, sectionId, date, who), 200).data;
  const slotAt = (data: { slots: SlotView[] }, time: string) =>
    data.slots.find((s) => s.time === time);
  const customerHolds = (
    who: GivenUser,
    date: string,
    time: string,
    status: AppointmentStatus = AppointmentStatus.Waiting,
  ) =>
    givenAppointment(t.ctx, {
      userId: who.id,
      businessId: salon.id,
      sectionId: haircut,
      date,
      time,
      status,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
    alice = await givenUser(t.ctx, {
      firstName: 'Alice',
      lastName: 'Anders',
      profileImage: '/uploads/alice.webp',
    });
    bob = await givenUser(t.ctx, {
      firstName: 'Bob',
      lastName: 'Brown',
      profileImage: '/uploads/bob.webp',
    });
    carol = await givenUser(t.ctx, { firstName: 'Carol' });
    salon = await givenBusiness(t.ctx, owner.id, {}, [
      {},
      { sectionName: 'Colour consultation', customRequest: true, offStart: null, offEnd: null },
      { sectionName: 'Old', version: 1 },
      { sectionName: 'Holidays', noneRegularOffDays: ['2026-03-04'] },
    ]);
    haircut = salon.sectionIds[0]!;
    await customerHolds(alice, TUESDAY, '10:00', 0);
    await customerHolds(bob, TUESDAY, '10:00', 1);
    await customerHolds(alice, TUESDAY, '10:30', 2);
    await customerHolds(carol, TUESDAY, '11:00', 0);
  });
  beforeEach(() => t.setNow(MONDAY_8AM));
  afterAll(() => t.close());

  it('lists a normal day from opening in 30-minute steps, skipping the lunch window', async () => {
    const data = await slotsOn(TUESDAY);
    expect(data).toMatchObject({
      date: TUESDAY,
      timezone: 'Pacific/Auckland',
      open: true,
      customRequest: false,
    });
    expect(data).not.toHaveProperty('closedReason');
    const times = data.slots.map((s: SlotView) => s.time);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('16:30');
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times).toHaveLength(14);
    expect(data.slots[0]).toEqual({
      time: '09:00',
      end: '09:30',
      startsAt: '2026-03-03T09:00:00+13:00',
      capacity: 2,
      taken: 0,
      free: 2,
      mine: false,
      bookable: true,
    });
  });

  it('shows a full slot with no free place and not bookable', async () => {
    const full = slotAt(await slotsOn(TUESDAY, carol), '10:00')!;
    expect(full).toMatchObject({ capacity: 2, taken: 2, free: 0, mine: false, bookable: false });
    expect(full).not.toHaveProperty('myImage');
  });

  it('a cancelled appointment frees its place', async () => {
    expect(slotAt(await slotsOn(TUESDAY), '10:30')).toMatchObject({
      taken: 0,
      free: 2,
      bookable: true,
    });
  });

  it('marks the viewer own place with their photo, only for the holder', async () => {
    const forAlice = slotAt(await slotsOn(TUESDAY, alice), '10:00')!;
    expect(forAlice).toMatchObject({ mine: true, myImage: '/uploads/alice.webp', bookable: false });
    expect(slotAt(await slotsOn(TUESDAY, alice), '11:00')).toMatchObject({
      mine: false,
      taken: 1,
      free: 1,
      bookable: true,
    });
    expect(slotAt(await slotsOn(TUESDAY, carol), '11:00')).toMatchObject({
      mine: true,
      bookable: false,
    });
    expect(slotAt(await slotsOn(TUESDAY), '10:00')).toMatchObject({ mine: false, taken: 2 });
  });

  it('never reveals who the other customers are', async () => {
    const text = JSON.stringify(await slotsOn(TUESDAY, carol));
    for (const who of [alice, bob]) {
      expect(text).not.toContain(who.id);
      expect(text).not.toContain(who.firstName);
    }
    expect(text).not.toContain('alice.webp');
    expect(text).not.toContain('bob.webp');
  });

  it("answers a day the section does not work with 'This is an off day.'", async () => {
    const sunday = await slotsOn('2026-03-08');
    expect(sunday).toMatchObject({ open: false, closedReason: messages.offDay, slots: [] });
  });

  it('answers a non-regular off day as a holiday', async () => {
    const data = await slotsOn('2026-03-04', undefined, salon.sectionIds[3]);
    expect(data).toMatchObject({ open: false, closedReason: messages.holiday, slots: [] });
    expect((await slotsOn('2026-03-05', undefined, salon.sectionIds[3])).open).toBe(true);
  });

  it('today after closing says we are closed now', async () => {
    t.setNow('2026-03-02T04:30:00Z'); // 17:30 in Auckland
    expect(await slotsOn('2026-03-02')).toMatchObject({
      open: false,
      closedReason: messages.closedTodaySlots,
      slots: [],
    });
  });

  it('today during the day lists the slots already started as not bookable', async () => {
    t.setNow('2026-03-01T22:10:00Z'); // Monday 11:10 in Auckland
    const data = await slotsOn('2026-03-02');
    expect(data.open).toBe(true);
    expect(slotAt(data, '11:00')).toMatchObject({ bookable: false, free: 2 });
    expect(slotAt(data, '11:30')).toMatchObject({ bookable: true });
  });

  it('a past date and a date over a year ahead are closed', async () => {
    expect(await slotsOn('2026-02-27')).toMatchObject({
      open: false,
      closedReason: messages.pastTime,
    });
    expect(await slotsOn('2027-03-09')).toMatchObject({
      open: false,
      closedReason: messages.tooFarAhead,
    });
  });

  it('a request-mode section has no grid, only its hours and whether the day is open', async () => {
    const colour = salon.sectionIds[1]!;
    expect(await slotsOn(TUESDAY, alice, colour)).toEqual({
      date: TUESDAY,
      timezone: 'Pacific/Auckland',
      open: true,
      customRequest: true,
      businessHours: ['09:00', '17:00'],
      slots: [],
    });
    t.setNow('2026-03-02T04:30:00Z');
    expect(await slotsOn('2026-03-02', alice, colour)).toMatchObject({
      open: false,
      closedReason: messages.closedTodayRequest,
    });
  });

  it('a deleted section, one of another business, or a malformed id is not found', async () => {
    const other = await givenBusiness(t.ctx, owner.id);
    expectAnswer(
      await call.slots(t, salon.id, salon.sectionIds[2]!, TUESDAY),
      404,
      messages.sectionNotFound,
    );
    expectAnswer(
      await call.slots(t, salon.id, other.sectionIds[0]!, TUESDAY),
      404,
      messages.sectionNotFound,
    );
    expectAnswer(await call.slots(t, salon.id, 'abc', TUESDAY), 404, messages.sectionNotFound);
    expectAnswer(await call.slots(t, 'abc', haircut, TUESDAY), 404, messages.businessNotFound);
    expectAnswer(
      await call.slots(t, '00000000-0000-4000-8000-000000000000', haircut, TUESDAY),
      404,
      messages.businessNotFound,
    );
  });

  it("counts the places of the business's own day, the day the clocks go back included", async () => {
    // New York, Sunday 1 November 2026: 02:00 EDT becomes 01:00 EST, a 25-hour day that
    // starts on 1 November at 04:00 UTC and ends on 2 November at 05:00 UTC.
    const tz = 'America/New_York';
    const shop = await givenBusiness(t.ctx, owner.id, { timezone: tz }, [
      {
        businessDays: [...weekDays],
        openTime: '00:00',
        closeTime: '23:30',
        offStart: null,
        offEnd: null,
      },
    ]);
    const [section] = shop.sectionIds as [string];
    const holds = (who: GivenUser, date: string, time: string) =>
      givenAppointment(t.ctx, {
        userId: who.id,
        businessId: shop.id,
        sectionId: section,
        date,
        time,
        tz,
      });
    await holds(alice, '2026-10-31', '23:00'); // the evening before
    await holds(alice, '2026-11-01', '00:00'); // the day's first slot
    await holds(bob, '2026-11-01', '03:00'); // after the change
    await holds(alice, '2026-11-01', '23:00'); // 04:00 UTC the next day
    await holds(carol, '2026-11-02', '00:00'); // the next day
    t.setNow('2026-10-20T12:00:00Z');
    const data = await slotsOn('2026-11-01', bob, section, shop.id);
    const held = data.slots
      .filter((s: SlotView) => s.taken > 0)
      .map((s: SlotView & { startsAt: string }) => [s.time, s.startsAt, s.taken, s.mine]);
    expect(held).toEqual([
      ['00:00', '2026-11-01T00:00:00-04:00', 1, false],
      ['03:00', '2026-11-01T03:00:00-05:00', 1, true],
      ['23:00', '2026-11-01T23:00:00-05:00', 1, false],
    ]);
    expect(data.slots).toHaveLength(47);
  });

  it('asks for a real date', async () => {
    expectAnswer(
      await call.slots(t, salon.id, haircut, '03/03/2026'),
      400,
      'Date must be a date like 2026-03-31',
    );
    expectAnswer(
      await call.slots(t, salon.id, haircut, '2026-02-30'),
      400,
      'Date must be a real calendar date',
    );
  });
});
