import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { booked, changeStatus } from './support/appointments.ts';
import { call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// Auckland is on NZDT (+13:00) in March 2026. Monday 2 March, 08:00 local.
const MONDAY_8AM = '2026-03-01T19:00:00Z';
// The factory's section: Monday to Saturday, 09:00-17:00 without 12:00-13:00, 30-minute
// slots, 2 places each: 14 slots, 28 places a day.
const PLACES_A_DAY = 28;

type DayView = {
  date: string;
  open: boolean;
  closedReason?: string;
  full: boolean;
  free: number | null;
};

describe(`availability of a section over several days (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let alice: GivenUser;
  let bob: GivenUser;
  let salon: GivenBusiness;
  let haircut: string;
  let small: string;

  const daysOf = async (query: string, who?: GivenUser, sectionId = haircut) =>
    expectAnswer(await call.availability(t, salon.id, sectionId, query, who), 200).data as {
      from: string;
      to: string;
      timezone: string;
      customRequest: boolean;
      days: DayView[];
    };
  const day = (data: { days: DayView[] }, date: string) => data.days.find((d) => d.date === date);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
    alice = await givenUser(t.ctx, { firstName: 'Alice' });
    bob = await givenUser(t.ctx, { firstName: 'Bob' });
    salon = await givenBusiness(t.ctx, owner.id, {}, [
      {},
      // One slot of one place on Tuesdays only: full once booked.
      {
        sectionName: 'Beard trim',
        businessDays: ['Tuesday'],
        openTime: '09:00',
        closeTime: '09:30',
        offStart: null,
        offEnd: null,
        appointmentPerSlot: 1,
        noneRegularOffDays: ['2026-03-10'],
      },
      { sectionName: 'Colour consultation', customRequest: true, offStart: null, offEnd: null },
    ]);
    [haircut, small] = salon.sectionIds as [string, string];
    const hold = (who: GivenUser, sectionId: string, date: string, time: string, status = 0) =>
      givenAppointment(t.ctx, {
        userId: who.id,
        businessId: salon.id,
        sectionId,
        date,
        time,
        status: status as AppointmentStatus,
      });
    await hold(alice, haircut, '2026-03-03', '10:00');
    await hold(bob, haircut, '2026-03-03', '10:00', AppointmentStatus.Approved);
    await hold(alice, haircut, '2026-03-03', '11:00');
    await hold(bob, haircut, '2026-03-03', '14:00', AppointmentStatus.Cancelled);
    await hold(bob, small, '2026-03-03', '09:00');
  });
  beforeEach(() => t.setNow(MONDAY_8AM));
  afterAll(() => t.close());

  it('answers each day of the range with its free places or why it is closed', async () => {
    const data = await daysOf('from=2026-02-28&to=2026-03-09');
    expect(data).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-09',
      timezone: 'Pacific/Auckland',
      customRequest: false,
    });
    expect(data.days.map((d) => [d.date, d.open, d.free, d.closedReason ?? ''])).toEqual([
      ['2026-02-28', false, 0, messages.pastTime],
      ['2026-03-01', false, 0, messages.pastTime],
      ['2026-03-02', true, PLACES_A_DAY, ''],
      // Two places at 10:00 and one at 11:00 held; the cancelled one at 14:00 holds nothing.
      ['2026-03-03', true, PLACES_A_DAY - 3, ''],
      ['2026-03-04', true, PLACES_A_DAY, ''],
      ['2026-03-05', true, PLACES_A_DAY, ''],
      ['2026-03-06', true, PLACES_A_DAY, ''],
      ['2026-03-07', true, PLACES_A_DAY, ''],
      ['2026-03-08', false, 0, messages.offDay],
      ['2026-03-09', true, PLACES_A_DAY, ''],
    ]);
  });

  it('tells a fully booked day from a closed one', async () => {
    const data = await daysOf('from=2026-03-03&to=2026-03-17', undefined, small);
    expect(day(data, '2026-03-03')).toEqual({
      date: '2026-03-03',
      open: false,
      closedReason: messages.fullyBooked,
      full: true,
      free: 0,
    });
    expect(day(data, '2026-03-10')).toMatchObject({
      open: false,
      full: false,
      closedReason: messages.holiday,
    });
    expect(day(data, '2026-03-17')).toMatchObject({ open: true, full: false, free: 1 });
    expect(day(data, '2026-03-04')).toMatchObject({ open: false, closedReason: messages.offDay });
  });

  it('is open to everyone, and a viewer does not count their own slot as free', async () => {
    const range = 'from=2026-03-03&to=2026-03-03';
    for (const who of [undefined, owner, bob])
      expect(day(await daysOf(range, who), '2026-03-03')!.free).toBe(PLACES_A_DAY - 3);
    // Alice holds a place at 10:00 (full anyway) and at 11:00, whose other place is not hers
    // to take: one fewer free place for her.
    expect(day(await daysOf(range, alice), '2026-03-03')!.free).toBe(PLACES_A_DAY - 4);
  });

  it('follows bookings and cancellations: the answer is read fresh', async () => {
    await givenAppointment(t.ctx, {
      userId: alice.id,
      businessId: salon.id,
      sectionId: haircut,
      date: '2026-03-05',
      time: '09:00',
    });
    expect(day(await daysOf('from=2026-03-05&to=2026-03-05'), '2026-03-05')!.free).toBe(
      PLACES_A_DAY - 1,
    );
  });

  it('a strip already read follows a booking, a viewer of their own and a cancellation at once', async () => {
    // The days are read (and kept: held-cache.ts), then changed through the product.
    const range = 'from=2026-03-12&to=2026-03-14';
    expect(day(await daysOf(range), '2026-03-12')!.free).toBe(PLACES_A_DAY);
    expect(day(await daysOf(range, bob), '2026-03-12')!.free).toBe(PLACES_A_DAY);
    const id = await booked(t.app, bob, {
      businessId: salon.id,
      sectionId: haircut,
      appointmentDate: '2026-03-12',
      appointmentTime: '10:00',
    });
    expect(day(await daysOf(range), '2026-03-12')!.free).toBe(PLACES_A_DAY - 1);
    // For Bob the whole 10:00 slot is gone: he holds a place in it and cannot take another.
    expect(day(await daysOf(range, bob), '2026-03-12')!.free).toBe(PLACES_A_DAY - 2);
    const grid = expectAnswer(await call.slots(t, salon.id, haircut, '2026-03-12', bob), 200).data;
    expect(grid.slots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({
      taken: 1,
      mine: true,
    });
    expect(
      (await changeStatus(t.app, bob, id, AppointmentStatus.Cancelled, 'Away')).statusCode,
    ).toBe(200);
    expect(day(await daysOf(range), '2026-03-12')!.free).toBe(PLACES_A_DAY);
    expect(day(await daysOf(range, bob), '2026-03-12')!.free).toBe(PLACES_A_DAY);
  });

  it.skipIf(engine !== 'postgres')(
    'a strip kept by one API process shows a booking made through another at once, before its notification',
    async () => {
      const second = await createSecondTestApp(t);
      second.setNow(MONDAY_8AM);
      try {
        const range = 'from=2026-03-16&to=2026-03-17';
        expect(day(await daysOf(range), '2026-03-16')!.free).toBe(PLACES_A_DAY);
        expect(day(await daysOf(range), '2026-03-16')!.free).toBe(PLACES_A_DAY);
        await booked(second.app, alice, {
          businessId: salon.id,
          sectionId: haircut,
          appointmentDate: '2026-03-16',
          appointmentTime: '11:00',
        });
        // Read at once through the first process, whose copy the notification may not have
        // reached yet: the day's count of changes, read with it, says the copy is old.
        expect(day(await daysOf(range), '2026-03-16')!.free).toBe(PLACES_A_DAY - 1);
      } finally {
        await second.close();
      }
    },
  );

  it('answers a request-mode section with open days and no places to count', async () => {
    const data = await daysOf('from=2026-03-07&to=2026-03-08', undefined, salon.sectionIds[2]);
    expect(data.customRequest).toBe(true);
    expect(data.days).toEqual([
      { date: '2026-03-07', open: true, full: false, free: null },
      { date: '2026-03-08', open: false, closedReason: messages.offDay, full: false, free: 0 },
    ]);
  });

  it('answers 62 days, and refuses 63 or a range that runs backwards, naming the rule', async () => {
    const two = await daysOf('from=2026-03-02&to=2026-05-02');
    expect(two.days).toHaveLength(62);
    expect(two.days.at(-1)!.date).toBe('2026-05-02');
    for (const query of ['from=2026-03-02&to=2026-05-03', 'from=2026-03-05&to=2026-03-04']) {
      const answer = await call.availability(t, salon.id, haircut, query);
      expect(expectAnswer(answer, 400).message).toBe(messages.availabilityRange);
    }
    const bad = await call.availability(t, salon.id, haircut, 'from=2026-03-02');
    expect(expectAnswer(bad, 400).message).toMatch(/^To date /);
    const notADate = await call.availability(t, salon.id, haircut, 'from=2026-02-30&to=2026-03-02');
    expect(expectAnswer(notADate, 400).message).toMatch(/^From date /);
  });

  it('answers 404 for an unknown business or section, or a section of another business', async () => {
    const other = await givenBusiness(t.ctx, owner.id);
    const range = 'from=2026-03-02&to=2026-03-03';
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(expectAnswer(await call.availability(t, missing, haircut, range), 404).message).toBe(
      messages.businessNotFound,
    );
    expect(
      expectAnswer(await call.availability(t, salon.id, 'not-a-uuid', range), 404).message,
    ).toBe(messages.sectionNotFound);
    expect(
      expectAnswer(await call.availability(t, salon.id, other.sectionIds[0]!, range), 404).message,
    ).toBe(messages.sectionNotFound);
  });
});
