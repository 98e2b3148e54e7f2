import { describe, it, expect } from 'vitest';
import { slotDurations } from './businesses.ts';
import { messages } from './messages.ts';
import {
  checkBooking,
  dayStatus,
  resolveTime,
  slotTimes,
  slotsForDay,
  type Schedule,
} from './schedule.ts';
import { givenSchedule, startTimes } from './testing/schedule-factory.ts';

// Fixed clock: Monday 2026-05-04, 10:10 in Auckland (NZST, +12:00, no DST change near it).
const TZ = 'Pacific/Auckland';
const NOW = new Date('2026-05-04T10:10:00+12:00');
const TODAY = '2026-05-04'; // Monday
const TOMORROW = '2026-05-05'; // Tuesday
const SUNDAY = '2026-05-10';

const grid = (from: string, count: number, step: number) => {
  const [h, m] = from.split(':').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const t = h * 60 + m + i * step;
    return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
  });
};

describe('slotTimes', () => {
  const cases: { name: string; schedule: Schedule; expected: string[] }[] = [
    {
      name: 'steps of 30 from opening, the last one ending exactly at closing',
      schedule: givenSchedule(),
      expected: grid('09:00', 16, 30),
    },
    {
      name: '90-minute slots stop when the next would end after closing',
      schedule: givenSchedule({ slotDuration: 90 }),
      expected: ['09:00', '10:30', '12:00', '13:30', '15:00'],
    },
    {
      name: 'steps start at an opening that is not on the hour',
      schedule: givenSchedule({ businessHours: ['09:15', '11:00'] }),
      expected: ['09:15', '09:45', '10:15'],
    },
    {
      name: 'a slot longer than the opening hours gives no slot',
      schedule: givenSchedule({ businessHours: ['09:00', '10:00'], slotDuration: 120 }),
      expected: [],
    },
    {
      name: 'an aligned not-available window 12:00-13:00 removes 12:00 and 12:30',
      schedule: givenSchedule({
        businessHours: ['10:00', '15:00'],
        regularOffHours: ['12:00', '13:00'],
      }),
      expected: ['10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'],
    },
    {
      name: 'an unaligned window 12:15-12:45: the steps start again at its end',
      schedule: givenSchedule({
        businessHours: ['11:00', '14:00'],
        regularOffHours: ['12:15', '12:45'],
      }),
      expected: ['11:00', '11:30', '12:45', '13:15'],
    },
    {
      name: "45-minute slots and a 12:30-13:00 break keep 1:00 PM (DESIGN.md section 3's example)",
      schedule: givenSchedule({ slotDuration: 45, regularOffHours: ['12:30', '13:00'] }),
      expected: ['09:00', '09:45', '10:30', '11:15', '13:00', '13:45', '14:30', '15:15', '16:00'],
    },
    {
      name: 'a window shorter than the slot: the hours after it restart at its end',
      schedule: givenSchedule({ slotDuration: 60, regularOffHours: ['12:00', '12:30'] }),
      expected: ['09:00', '10:00', '11:00', '12:30', '13:30', '14:30', '15:30'],
    },
    {
      name: 'slots that only touch the window edges are kept',
      schedule: givenSchedule({ slotDuration: 60, regularOffHours: ['12:00', '13:00'] }),
      expected: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
    },
    {
      name: 'a window at opening: the first slot starts at its end',
      schedule: givenSchedule({
        businessHours: ['09:00', '11:00'],
        regularOffHours: ['09:00', '09:45'],
      }),
      expected: ['09:45', '10:15'],
    },
    {
      name: 'request mode ignores the not-available window',
      schedule: givenSchedule({ customRequest: true, regularOffHours: ['12:15', '12:45'] }),
      expected: grid('09:00', 16, 30),
    },
    {
      name: 'an empty window [] removes nothing',
      schedule: givenSchedule({ regularOffHours: [] }),
      expected: grid('09:00', 16, 30),
    },
    {
      name: 'a slot length of 0 (a bad row) gives no slot instead of looping forever',
      schedule: givenSchedule({ slotDuration: 0 }),
      expected: [],
    },
  ];

  it.each(cases)('$name', ({ schedule, expected }) => {
    expect(startTimes(slotTimes(schedule))).toEqual(expected);
  });

  it('gives each slot its end time', () => {
    expect(
      slotTimes(givenSchedule({ businessHours: ['09:00', '10:30'], slotDuration: 45 })),
    ).toEqual([
      { time: '09:00', end: '09:45' },
      { time: '09:45', end: '10:30' },
    ]);
  });

  // 08:00-20:00 is 720 minutes: every stored length, with the count and the last slot it gives.
  const lengths: { minutes: number; count: number; last: { time: string; end: string } }[] = [
    { minutes: 15, count: 48, last: { time: '19:45', end: '20:00' } },
    { minutes: 30, count: 24, last: { time: '19:30', end: '20:00' } },
    { minutes: 45, count: 16, last: { time: '19:15', end: '20:00' } },
    { minutes: 60, count: 12, last: { time: '19:00', end: '20:00' } },
    { minutes: 90, count: 8, last: { time: '18:30', end: '20:00' } },
    { minutes: 120, count: 6, last: { time: '18:00', end: '20:00' } },
    { minutes: 150, count: 4, last: { time: '15:30', end: '18:00' } },
    { minutes: 180, count: 4, last: { time: '17:00', end: '20:00' } },
    { minutes: 240, count: 3, last: { time: '16:00', end: '20:00' } },
    { minutes: 300, count: 2, last: { time: '13:00', end: '18:00' } },
    { minutes: 360, count: 2, last: { time: '14:00', end: '20:00' } },
  ];

  it('covers every stored slot length', () => {
    expect(lengths.map((l) => l.minutes)).toEqual([...slotDurations]);
  });

  it.each(lengths)(
    '$minutes-minute slots over 08:00-20:00: $count slots',
    ({ minutes, count, last }) => {
      const slots = slotTimes(
        givenSchedule({ businessHours: ['08:00', '20:00'], slotDuration: minutes }),
      );
      expect(slots).toHaveLength(count);
      expect(slots[0]?.time).toBe('08:00');
      expect(slots.at(-1)).toEqual(last);
      expect(startTimes(slots)).toEqual(grid('08:00', count, minutes));
    },
  );
});

describe('dayStatus', () => {
  const cases: {
    name: string;
    schedule?: Partial<Schedule>;
    date: string;
    now?: Date;
    expected: unknown;
  }[] = [
    { name: 'a business day ahead is open', date: TOMORROW, expected: { open: true } },
    { name: 'today before closing is open', date: TODAY, expected: { open: true } },
    {
      name: 'a day that is not a business day',
      date: SUNDAY,
      expected: { open: false, closedReason: messages.offDay },
    },
    {
      name: 'a non-regular off day (holiday)',
      schedule: { noneRegularOffDays: ['2026-05-06'] },
      date: '2026-05-06',
      expected: { open: false, closedReason: messages.holiday },
    },
    {
      name: 'a past date',
      date: '2026-05-02',
      expected: { open: false, closedReason: messages.pastTime },
    },
    {
      name: 'today at closing time, slots variant',
      date: TODAY,
      now: new Date('2026-05-04T17:00:00+12:00'),
      expected: { open: false, closedReason: messages.closedTodaySlots },
    },
    {
      name: 'today after closing, request variant',
      schedule: { customRequest: true },
      date: TODAY,
      now: new Date('2026-05-04T18:30:00+12:00'),
      expected: { open: false, closedReason: messages.closedTodayRequest },
    },
    {
      name: 'exactly one year ahead is open',
      date: '2027-05-04',
      expected: { open: true },
    },
    {
      name: 'one year and a day ahead is too far',
      date: '2027-05-05',
      expected: { open: false, closedReason: messages.tooFarAhead },
    },
  ];

  it.each(cases)('$name', ({ schedule, date, now, expected }) => {
    expect(dayStatus(givenSchedule(schedule), date, TZ, now ?? NOW)).toEqual(expected);
  });

  it('uses the exact texts of the catalogue', () => {
    expect(messages.offDay).toBe('This is an off day.');
    expect(messages.closedTodaySlots).toBe('We are closed now. Please choose another day.');
    expect(messages.closedTodayRequest).toBe('We are closed now. Please choose tomorrow.');
  });
});

type BookingCase = {
  name: string;
  schedule?: Partial<Schedule>;
  date: string;
  time: string;
  now?: Date;
  expected: { time: string; startsAt: string } | string;
};

const runBooking = ({ schedule, date, time, now, expected }: BookingCase) => {
  const result = checkBooking(givenSchedule(schedule), date, time, TZ, now ?? NOW);
  if (typeof expected === 'string') {
    expect(result).toEqual({ ok: false, status: 400, message: expected });
  } else {
    expect(result).toEqual({
      ok: true,
      time: expected.time,
      startsAt: new Date(expected.startsAt),
    });
  }
};

describe('checkBooking, slot mode', () => {
  const window = { regularOffHours: ['12:00', '13:00'] };
  const cases: BookingCase[] = [
    {
      name: 'a free slot tomorrow',
      date: TOMORROW,
      time: '10:00',
      expected: { time: '10:00', startsAt: '2026-05-05T10:00:00+12:00' },
    },
    {
      name: 'a later slot today',
      date: TODAY,
      time: '10:30',
      expected: { time: '10:30', startsAt: '2026-05-04T10:30:00+12:00' },
    },
    {
      name: 'the last slot of the day',
      date: TOMORROW,
      time: '16:30',
      expected: { time: '16:30', startsAt: '2026-05-05T16:30:00+12:00' },
    },
    {
      name: 'a slot already started today',
      date: TODAY,
      time: '10:00',
      expected: messages.pastTime,
    },
    { name: 'a slot earlier today', date: TODAY, time: '09:00', expected: messages.pastTime },
    {
      name: 'a slot starting this very minute',
      date: TODAY,
      time: '10:30',
      now: new Date('2026-05-04T10:30:00+12:00'),
      expected: messages.pastTime,
    },
    { name: 'an off day', date: SUNDAY, time: '10:00', expected: messages.offDay },
    {
      name: 'a holiday',
      schedule: { noneRegularOffDays: [TOMORROW] },
      date: TOMORROW,
      time: '10:00',
      expected: messages.holiday,
    },
    { name: 'a past date', date: '2026-05-02', time: '10:00', expected: messages.pastTime },
    {
      name: 'today after closing',
      date: TODAY,
      time: '16:30',
      now: new Date('2026-05-04T17:05:00+12:00'),
      expected: messages.closedTodaySlots,
    },
    {
      name: 'the start of the not-available window',
      schedule: window,
      date: TOMORROW,
      time: '12:00',
      expected: messages.notAvailableWindow,
    },
    {
      name: 'inside the not-available window',
      schedule: window,
      date: TOMORROW,
      time: '12:30',
      expected: messages.notAvailableWindow,
    },
    {
      name: 'the end of the window is a slot again',
      schedule: window,
      date: TOMORROW,
      time: '13:00',
      expected: { time: '13:00', startsAt: '2026-05-05T13:00:00+12:00' },
    },
    {
      name: 'inside an unaligned window 12:15-12:45',
      schedule: { regularOffHours: ['12:15', '12:45'] },
      date: TOMORROW,
      time: '12:15',
      expected: messages.notAvailableWindow,
    },
    {
      // Current behaviour: 12:00 is on the grid, but its slot overlaps the window, so it is
      // not listed; the refusal names the grid, not the window.
      name: 'a grid time whose slot overlaps an unaligned window',
      schedule: { regularOffHours: ['12:15', '12:45'] },
      date: TOMORROW,
      time: '12:00',
      expected: messages.notSlotBoundary,
    },
    {
      name: 'not on a slot boundary',
      date: TOMORROW,
      time: '10:15',
      expected: messages.notSlotBoundary,
    },
    {
      name: 'on the step but the slot would end after closing',
      schedule: { slotDuration: 90 },
      date: TOMORROW,
      time: '16:30',
      expected: messages.notSlotBoundary,
    },
    { name: 'before opening', date: TOMORROW, time: '08:30', expected: messages.outsideHours },
    { name: 'at closing', date: TOMORROW, time: '17:00', expected: messages.outsideHours },
    { name: 'after closing', date: TOMORROW, time: '18:00', expected: messages.outsideHours },
    {
      name: 'more than one year ahead',
      date: '2027-05-05',
      time: '10:00',
      expected: messages.tooFarAhead,
    },
    {
      name: 'exactly one year ahead',
      date: '2027-05-04',
      time: '10:00',
      expected: { time: '10:00', startsAt: '2027-05-04T10:00:00+12:00' },
    },
    {
      name: 'an ISO instant in UTC resolves to the local slot',
      date: TOMORROW,
      time: '2026-05-04T23:00:00Z',
      expected: { time: '11:00', startsAt: '2026-05-05T11:00:00+12:00' },
    },
    {
      name: 'an ISO instant with the business offset',
      date: TOMORROW,
      time: '2026-05-05T11:00:00+12:00',
      expected: { time: '11:00', startsAt: '2026-05-05T11:00:00+12:00' },
    },
    {
      name: 'an ISO instant in another offset',
      date: TOMORROW,
      time: '2026-05-04T19:00:00-04:00',
      expected: { time: '11:00', startsAt: '2026-05-05T11:00:00+12:00' },
    },
    {
      name: 'an ISO instant falling on another local date',
      date: TOMORROW,
      time: '2026-05-05T13:00:00Z',
      expected: messages.selectDateTime,
    },
    {
      name: 'an ISO instant on the right local date but after closing',
      date: TOMORROW,
      time: '2026-05-05T11:00:00Z', // 23:00 NZST on the 5th; 12:00Z would already be the 6th
      expected: messages.outsideHours,
    },
    {
      name: 'an instant without an offset is ambiguous',
      date: TOMORROW,
      time: '2026-05-05T11:00:00',
      expected: messages.selectDateTime,
    },
    {
      name: 'a time that is not a time',
      date: TOMORROW,
      time: 'noon',
      expected: messages.selectDateTime,
    },
    {
      name: 'an impossible wall time',
      date: TOMORROW,
      time: '12:60',
      expected: messages.selectDateTime,
    },
  ];

  it.each(cases)('$name', runBooking);
});

describe('checkBooking, request mode', () => {
  const request = { customRequest: true, regularOffHours: ['12:00', '13:00'] };
  const cases: BookingCase[] = [
    {
      name: 'at opening',
      date: TOMORROW,
      time: '09:00',
      expected: { time: '09:00', startsAt: '2026-05-05T09:00:00+12:00' },
    },
    {
      name: 'any minute, off the slot grid',
      date: TOMORROW,
      time: '10:17',
      expected: { time: '10:17', startsAt: '2026-05-05T10:17:00+12:00' },
    },
    {
      name: 'inside the window (ignored in request mode)',
      date: TOMORROW,
      time: '12:30',
      expected: { time: '12:30', startsAt: '2026-05-05T12:30:00+12:00' },
    },
    {
      name: 'the last minute before closing',
      date: TOMORROW,
      time: '16:59',
      expected: { time: '16:59', startsAt: '2026-05-05T16:59:00+12:00' },
    },
    {
      name: 'a later minute today',
      date: TODAY,
      time: '10:11',
      expected: { time: '10:11', startsAt: '2026-05-04T10:11:00+12:00' },
    },
    { name: 'at closing', date: TOMORROW, time: '17:00', expected: messages.outsideHours },
    {
      name: 'a minute before opening',
      date: TOMORROW,
      time: '08:59',
      expected: messages.outsideHours,
    },
    {
      name: 'a minute already gone today',
      date: TODAY,
      time: '10:10',
      expected: messages.pastTime,
    },
    {
      name: 'today after closing',
      date: TODAY,
      time: '16:59',
      now: new Date('2026-05-04T17:00:00+12:00'),
      expected: messages.closedTodayRequest,
    },
    { name: 'an off day', date: SUNDAY, time: '10:00', expected: messages.offDay },
    {
      name: 'a holiday',
      schedule: { noneRegularOffDays: [TOMORROW] },
      date: TOMORROW,
      time: '10:00',
      expected: messages.holiday,
    },
    {
      name: 'more than one year ahead',
      date: '2027-05-05',
      time: '10:00',
      expected: messages.tooFarAhead,
    },
  ];

  it.each(cases)('$name', (c) => runBooking({ ...c, schedule: { ...request, ...c.schedule } }));
});

describe('resolveTime', () => {
  const cases: { name: string; date: string; value: string; expected: string | null }[] = [
    { name: 'HH:MM is taken as it is', date: TOMORROW, value: '09:30', expected: '09:30' },
    {
      name: 'a Z instant becomes business-local',
      date: TOMORROW,
      value: '2026-05-04T21:30:00Z',
      expected: '09:30',
    },
    {
      name: 'an offset instant becomes business-local',
      date: TOMORROW,
      value: '2026-05-05T09:30:00+12:00',
      expected: '09:30',
    },
    {
      name: 'fractional seconds are accepted',
      date: TOMORROW,
      value: '2026-05-04T21:30:00.000Z',
      expected: '09:30',
    },
    {
      name: 'an instant on another local date',
      date: TODAY,
      value: '2026-05-04T21:30:00Z',
      expected: null,
    },
    {
      name: 'no offset: would depend on the host zone',
      date: TOMORROW,
      value: '2026-05-05T09:30:00',
      expected: null,
    },
    { name: 'a loose date string', date: TOMORROW, value: 'May 5, 2026 09:30', expected: null },
    { name: 'hour 24', date: TOMORROW, value: '24:00', expected: null },
    { name: 'minute 60', date: TOMORROW, value: '09:60', expected: null },
    { name: 'empty', date: TOMORROW, value: '', expected: null },
  ];

  it.each(cases)('$name', ({ date, value, expected }) => {
    expect(resolveTime(date, value, TZ)).toBe(expected);
  });
});

describe('slotsForDay', () => {
  it('lists today with started slots not bookable', () => {
    const slots = slotsForDay(givenSchedule({ businessHours: ['09:00', '11:30'] }), TODAY, TZ, NOW);
    const slot = (time: string, end: string, bookable: boolean) => {
      const startsAt = `2026-05-04T${time}:00+12:00`;
      return { time, end, startsAt, at: Date.parse(startsAt), bookable };
    };
    expect(slots).toEqual([
      slot('09:00', '09:30', false),
      slot('09:30', '10:00', false),
      slot('10:00', '10:30', false),
      slot('10:30', '11:00', true),
      slot('11:00', '11:30', true),
    ]);
  });

  const closed: { name: string; schedule?: Partial<Schedule>; date: string; now?: Date }[] = [
    { name: 'an off day', date: SUNDAY },
    { name: 'a holiday', schedule: { noneRegularOffDays: [TOMORROW] }, date: TOMORROW },
    { name: 'today after closing', date: TODAY, now: new Date('2026-05-04T17:30:00+12:00') },
    { name: 'more than a year ahead', date: '2027-05-05' },
  ];

  it.each(closed)('lists the slots of $name, none bookable', ({ schedule, date, now }) => {
    const slots = slotsForDay(givenSchedule(schedule), date, TZ, now ?? NOW);
    expect(slots).toHaveLength(16);
    expect(slots.every((s) => !s.bookable)).toBe(true);
  });

  it('agrees with checkBooking on every slot of today', () => {
    const schedule = givenSchedule({ regularOffHours: ['12:15', '12:45'] });
    for (const slot of slotsForDay(schedule, TODAY, TZ, NOW)) {
      expect(checkBooking(schedule, TODAY, slot.time, TZ, NOW).ok, slot.time).toBe(slot.bookable);
    }
  });
});

describe('"today" is the business date, not the UTC date', () => {
  const cases: {
    name: string;
    tz: string;
    now: string;
    date: string;
    time: string;
    expected: string | { time: string };
  }[] = [
    {
      name: 'Auckland before noon: UTC is still on the previous day, which is already past here',
      tz: 'Pacific/Auckland',
      now: '2026-05-04T23:30:00Z', // Tue 2026-05-05 11:30 NZST
      date: '2026-05-04',
      time: '16:30',
      expected: messages.pastTime,
    },
    {
      name: 'Auckland: a slot already started on the local today',
      tz: 'Pacific/Auckland',
      now: '2026-05-04T23:30:00Z',
      date: '2026-05-05',
      time: '11:00',
      expected: messages.pastTime,
    },
    {
      name: 'Auckland: a later slot on the local today',
      tz: 'Pacific/Auckland',
      now: '2026-05-04T23:30:00Z',
      date: '2026-05-05',
      time: '12:00',
      expected: { time: '12:00' },
    },
    {
      name: 'New York late evening: UTC is already tomorrow, here today is over',
      tz: 'America/New_York',
      now: '2026-05-05T02:30:00Z', // Mon 2026-05-04 22:30 EDT
      date: '2026-05-04',
      time: '16:30',
      expected: messages.closedTodaySlots,
    },
    {
      name: 'New York late evening: tomorrow morning is bookable',
      tz: 'America/New_York',
      now: '2026-05-05T02:30:00Z',
      date: '2026-05-05',
      time: '09:00',
      expected: { time: '09:00' },
    },
    {
      name: 'New York just before midnight: one year ahead counts from the local date',
      tz: 'America/New_York',
      now: '2026-05-05T03:59:00Z', // 2026-05-04 23:59 EDT
      date: '2027-05-05',
      time: '09:00',
      expected: messages.tooFarAhead,
    },
  ];

  it.each(cases)('$name', ({ tz, now, date, time, expected }) => {
    const result = checkBooking(givenSchedule(), date, time, tz, new Date(now));
    if (typeof expected === 'string')
      expect(result).toEqual({ ok: false, status: 400, message: expected });
    else expect(result).toMatchObject({ ok: true, ...expected });
  });
});

// A slot section's own hours on some days (docs/product-rules.md 5.3): Thursday open late with
// lunch as a gap, Saturday short; every other day keeps businessHours and its off window.
describe('hours per day (hoursByDay)', () => {
  const THURSDAY = '2026-05-07';
  const SATURDAY = '2026-05-09';
  const late = givenSchedule({
    slotDuration: 60,
    regularOffHours: ['12:00', '13:00'],
    hoursByDay: {
      TH: [
        ['13:00', '20:00'],
        ['09:00', '12:00'],
      ],
      SA: [['10:00', '14:00']],
    },
  });
  const cases: { name: string; schedule: Schedule; date: string; expected: string[] }[] = [
    {
      name: 'a day it names: each interval from its own start, the gap between them a break',
      schedule: late,
      date: THURSDAY,
      expected: [
        '09:00',
        '10:00',
        '11:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
        '18:00',
        '19:00',
      ],
    },
    {
      name: 'a short day it names',
      schedule: late,
      date: SATURDAY,
      expected: ['10:00', '11:00', '12:00', '13:00'],
    },
    {
      name: 'a day it leaves out: businessHours without the off window',
      schedule: late,
      date: TOMORROW,
      expected: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
    },
    {
      name: 'an interval shorter than a slot gives no slot in it',
      schedule: givenSchedule({
        slotDuration: 90,
        hoursByDay: {
          TU: [
            ['09:00', '10:00'],
            ['11:00', '14:00'],
          ],
        },
      }),
      date: TOMORROW,
      expected: ['11:00', '12:30'],
    },
    {
      name: 'without a date the usual day is listed (the schedule preview)',
      schedule: late,
      date: '',
      expected: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
    },
  ];
  it.each(cases)('$name', ({ schedule, date, expected }) => {
    expect(startTimes(slotTimes(schedule, date || undefined))).toEqual(expected);
    if (date) expect(startTimes(slotsForDay(schedule, date, TZ, NOW))).toEqual(expected);
  });

  it('books a late Thursday slot and refuses one in its break or after its close', () => {
    expect(checkBooking(late, THURSDAY, '19:00', TZ, NOW)).toMatchObject({
      ok: true,
      time: '19:00',
    });
    expect(checkBooking(late, THURSDAY, '12:00', TZ, NOW)).toEqual({
      ok: false,
      status: 400,
      message: messages.notAvailableWindow,
    });
    expect(checkBooking(late, THURSDAY, '20:00', TZ, NOW)).toEqual({
      ok: false,
      status: 400,
      message: messages.outsideHours,
    });
    expect(checkBooking(late, THURSDAY, '09:30', TZ, NOW)).toEqual({
      ok: false,
      status: 400,
      message: messages.notSlotBoundary,
    });
    // Saturday closes at 14:00 on its own hours, though businessHours run to 17:00.
    expect(checkBooking(late, SATURDAY, '15:00', TZ, NOW)).toMatchObject({
      ok: false,
      message: messages.outsideHours,
    });
  });

  it("judges 'closed for today' by the day's own closing", () => {
    const thursdayEvening = new Date(`${'2026-05-07'}T18:10:00+12:00`);
    expect(dayStatus(late, THURSDAY, TZ, thursdayEvening)).toEqual({ open: true });
    const mondayEvening = new Date('2026-05-04T18:10:00+12:00');
    expect(dayStatus(late, TODAY, TZ, mondayEvening)).toEqual({
      open: false,
      closedReason: messages.closedTodaySlots,
    });
  });

  it('leaves request mode on its one set of hours', () => {
    const request = givenSchedule({
      customRequest: true,
      hoursByDay: { TH: [['09:00', '10:00']] },
    });
    expect(checkBooking(request, THURSDAY, '15:00', TZ, NOW)).toMatchObject({ ok: true });
  });
});
