import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { availability, slotsForDay, type Held, type Schedule } from './schedule.ts';
import { everyDay, givenSchedule } from './testing/schedule-factory.ts';
import { addDays } from './time-zone.ts';

// Monday 2 March 2026, 08:00 in Auckland (NZDT, +13:00).
const MONDAY_8AM = new Date('2026-03-01T19:00:00Z');
const AKL = 'Pacific/Auckland';

const taken = (s: Schedule, date: string, times: Record<string, number>, mineAt?: string) => {
  const held = new Map<number, { taken: number; mine: boolean }>();
  for (const slot of slotsForDay(s, date, AKL, MONDAY_8AM))
    if (times[slot.time])
      held.set(slot.at, { taken: times[slot.time]!, mine: slot.time === mineAt });
  return held;
};
type HeldMap = Map<number, { taken: number; mine: boolean }>;
const merge = (...maps: HeldMap[]): Held => new Map(maps.flatMap((m) => [...m]));

const mornings = givenSchedule({
  businessHours: ['09:00', '11:00'],
  slotDuration: 60,
  appointmentPerSlot: 2,
  noneRegularOffDays: ['2026-03-05'],
});

describe('availability of a section, day by day', () => {
  it('answers every day from the first to the last, each with its free places or its reason', () => {
    const held = merge(
      taken(mornings, '2026-03-03', { '09:00': 1 }),
      taken(mornings, '2026-03-04', { '09:00': 2, '10:00': 2 }),
    );
    const days = availability(mornings, '2026-02-28', '2026-03-09', AKL, MONDAY_8AM, held);
    expect(days.map((d) => [d.date, d.open, d.free, d.closedReason ?? ''])).toEqual([
      ['2026-02-28', false, 0, messages.pastTime],
      ['2026-03-01', false, 0, messages.pastTime],
      ['2026-03-02', true, 4, ''],
      ['2026-03-03', true, 3, ''],
      ['2026-03-04', false, 0, messages.fullyBooked],
      ['2026-03-05', false, 0, messages.holiday],
      ['2026-03-06', true, 4, ''],
      ['2026-03-07', true, 4, ''],
      ['2026-03-08', false, 0, messages.offDay],
      ['2026-03-09', true, 4, ''],
    ]);
    expect(days.filter((d) => d.full).map((d) => d.date)).toEqual(['2026-03-04']);
  });

  it('does not count as free a place in a slot the viewer already holds', () => {
    const held = taken(mornings, '2026-03-03', { '09:00': 1 }, '09:00');
    const [day] = availability(mornings, '2026-03-03', '2026-03-03', AKL, MONDAY_8AM, held);
    expect(day).toMatchObject({ open: true, free: 2 });
  });

  it('counts only the slots not yet begun today, and says so when all have', () => {
    const at = (iso: string) => new Date(iso);
    // 09:30 local: the 09:00 slot has begun, the 10:00 one has not.
    const [half] = availability(
      mornings,
      '2026-03-02',
      '2026-03-02',
      AKL,
      at('2026-03-01T20:30:00Z'),
      new Map(),
    );
    expect(half).toMatchObject({ open: true, free: 2 });
    // 10:30 local, before closing: nothing left to book today.
    const [none] = availability(
      mornings,
      '2026-03-02',
      '2026-03-02',
      AKL,
      at('2026-03-01T21:30:00Z'),
      new Map(),
    );
    expect(none).toMatchObject({
      open: false,
      full: false,
      closedReason: messages.closedTodaySlots,
    });
  });

  it('has no places in request mode: open days carry free null', () => {
    const requests = givenSchedule({ customRequest: true });
    const days = availability(requests, '2026-03-07', '2026-03-08', AKL, MONDAY_8AM, new Map());
    expect(days).toEqual([
      { date: '2026-03-07', open: true, full: false, free: null },
      { date: '2026-03-08', open: false, closedReason: messages.offDay, full: false, free: 0 },
    ]);
  });

  it('says a day with no slot at all (the window covers the hours) has none', () => {
    const blocked = givenSchedule({
      businessHours: ['09:00', '10:00'],
      regularOffHours: ['09:00', '10:00'],
    });
    const [day] = availability(blocked, '2026-03-03', '2026-03-03', AKL, MONDAY_8AM, new Map());
    expect(day).toMatchObject({ open: false, closedReason: messages.noSlotsThisDay });
  });
});

// The night the clocks change, a slot's wall-clock time may not exist (September) or may come
// twice (April); the places are matched by instant, so the counts follow the real slots.
describe('availability across daylight-saving changes (Pacific/Auckland)', () => {
  const night = givenSchedule({
    businessDays: everyDay,
    businessHours: ['01:00', '04:00'],
    slotDuration: 60,
    appointmentPerSlot: 1,
  });
  const early = new Date('2026-01-01T00:00:00Z');
  const heldAt = (date: string, times: string[]) => {
    const held = new Map<number, { taken: number; mine: boolean }>();
    for (const slot of slotsForDay(night, date, AKL, early))
      if (times.includes(slot.time)) held.set(slot.at, { taken: 1, mine: false });
    return held;
  };

  const cases: Array<{ name: string; date: string; held: string[]; free: number }> = [
    { name: 'the day before the change in April', date: '2026-04-04', held: [], free: 3 },
    {
      name: 'the April change (03:00 NZDT becomes 02:00 NZST)',
      date: '2026-04-05',
      held: [],
      free: 3,
    },
    { name: 'the April change with 02:00 taken', date: '2026-04-05', held: ['02:00'], free: 2 },
    {
      name: 'the September change (02:00 NZST becomes 03:00 NZDT: no 02:00)',
      date: '2026-09-27',
      held: [],
      free: 2,
    },
    {
      name: 'the September change with both slots taken',
      date: '2026-09-27',
      held: ['01:00', '03:00'],
      free: 0,
    },
    { name: 'the day after the change in September', date: '2026-09-28', held: ['01:00'], free: 2 },
  ];
  it.each(cases)('$name: $free free', ({ date, held, free }) => {
    const [day] = availability(night, date, date, AKL, early, heldAt(date, held));
    expect(day!.free).toBe(free);
    expect(day!.open).toBe(free > 0);
  });

  it('a range over a change answers each day once, in order', () => {
    const days = availability(night, '2026-09-26', '2026-09-28', AKL, early, new Map());
    expect(days.map((d) => [d.date, d.free])).toEqual([
      ['2026-09-26', 3],
      ['2026-09-27', 2],
      ['2026-09-28', 3],
    ]);
  });
});

describe("the strip's count agrees with the grid", () => {
  // availability counts from instants alone (no slot texts); the grid (slotsForDay) is what a
  // customer books from. Over a year, in zones with and without daylight saving, the strip's
  // free places must be the grid's bookable ones, with a place held at every third slot.
  const zones = [
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata',
    'UTC',
  ];
  const late = givenSchedule({
    businessHours: ['00:30', '23:30'],
    slotDuration: 45,
    appointmentPerSlot: 3,
    businessDays: everyDay,
  });
  it.each(zones)('%s: a year, day by day', (tz) => {
    const now = new Date('2026-01-01T06:10:00Z');
    const from = '2026-01-01';
    const to = '2026-12-31';
    const held = new Map<number, { taken: number; mine: boolean }>();
    let k = 0;
    for (let d = from; d <= to; d = addDays(d, 1))
      for (const slot of slotsForDay(late, d, tz, now))
        if (k++ % 3 === 0) held.set(slot.at, { taken: 1 + (k % 3), mine: k % 7 === 0 });
    // The strip answers at most 62 days at once: the year in windows of 62.
    let date = from;
    while (date <= to) {
      const end = addDays(date, 61) < to ? addDays(date, 61) : to;
      for (const day of availability(late, date, end, tz, now, held)) {
        const grid = slotsForDay(late, day.date, tz, now).filter((p) => p.bookable);
        const expected = grid.reduce((n, p) => {
          const h = held.get(p.at);
          return h?.mine ? n : n + Math.max(0, 3 - (h?.taken ?? 0));
        }, 0);
        expect([day.date, day.free]).toEqual([day.date, expected]);
      }
      date = addDays(end, 1);
    }
  });
});
