import { describe, it, expect } from 'vitest';
import { messages } from './messages.ts';
import { checkBooking, slotTimes, slotsForDay, type Schedule } from './schedule.ts';
import { addDays, formatInstant, zonedInstant } from './time-zone.ts';
import { everyDay, givenSchedule } from './testing/schedule-factory.ts';

// Slots are wall-clock times in the business's zone (docs/decisions/001-time-zones-and-dst.md).
// Every expectation below is an instant written with its offset, so the tests mean the same
// whatever zone the host runs in (npm test sets TZ=UTC; nothing here relies on it).

const morning = givenSchedule({
  businessDays: everyDay,
  businessHours: ['09:00', '12:00'],
  slotDuration: 60,
});
const afternoon = givenSchedule({
  businessDays: everyDay,
  businessHours: ['13:00', '17:00'],
  slotDuration: 60,
});
const night = givenSchedule({
  businessDays: everyDay,
  businessHours: ['01:00', '04:00'],
  slotDuration: 30,
});

const startsAt = (s: Schedule, date: string, tz: string, now: Date) =>
  slotsForDay(s, date, tz, now).map((slot) => slot.startsAt);

type DayCase = { name: string; tz: string; date: string; schedule: Schedule; expected: string[] };

const daytime = (tz: string, date: string, offset: string, label: string): DayCase[] => [
  {
    name: `${tz} ${date} (${label}), morning section at ${offset}`,
    tz,
    date,
    schedule: morning,
    expected: ['09:00', '10:00', '11:00'].map((t) => `${date}T${t}:00${offset}`),
  },
  {
    name: `${tz} ${date} (${label}), afternoon section at ${offset}`,
    tz,
    date,
    schedule: afternoon,
    expected: ['13:00', '14:00', '15:00', '16:00'].map((t) => `${date}T${t}:00${offset}`),
  },
];

describe('daytime sections around daylight-saving changes', () => {
  const cases: DayCase[] = [
    // Auckland, first Sunday of April: 03:00 NZDT becomes 02:00 NZST.
    ...daytime('Pacific/Auckland', '2026-04-04', '+13:00', 'day before, NZDT'),
    ...daytime('Pacific/Auckland', '2026-04-05', '+12:00', 'clocks went back at 03:00'),
    ...daytime('Pacific/Auckland', '2026-04-06', '+12:00', 'day after, NZST'),
    // Auckland, last Sunday of September: 02:00 NZST becomes 03:00 NZDT.
    ...daytime('Pacific/Auckland', '2026-09-26', '+12:00', 'day before, NZST'),
    ...daytime('Pacific/Auckland', '2026-09-27', '+13:00', 'clocks went forward at 02:00'),
    ...daytime('Pacific/Auckland', '2026-09-28', '+13:00', 'day after, NZDT'),
    // Half-hour offsets: Kolkata has no DST; Adelaide moves between +10:30 and +09:30.
    ...daytime('Asia/Kolkata', '2026-04-05', '+05:30', 'no DST'),
    ...daytime('Australia/Adelaide', '2026-04-04', '+10:30', 'day before, ACDT'),
    ...daytime('Australia/Adelaide', '2026-04-05', '+09:30', 'clocks went back at 03:00'),
    ...daytime('Australia/Adelaide', '2026-10-04', '+10:30', 'clocks went forward at 02:00'),
    // A negative zone: New York, second Sunday of March and first Sunday of November.
    ...daytime('America/New_York', '2026-03-07', '-05:00', 'day before, EST'),
    ...daytime('America/New_York', '2026-03-08', '-04:00', 'clocks went forward at 02:00'),
    ...daytime('America/New_York', '2026-03-09', '-04:00', 'day after, EDT'),
    ...daytime('America/New_York', '2026-10-31', '-04:00', 'day before, EDT'),
    ...daytime('America/New_York', '2026-11-01', '-05:00', 'clocks went back at 02:00'),
    ...daytime('America/New_York', '2026-11-02', '-05:00', 'day after, EST'),
  ];

  const now = new Date('2026-03-01T00:00:00Z');
  it.each(cases)('$name', ({ tz, date, schedule, expected }) => {
    expect(startsAt(schedule, date, tz, now)).toEqual(expected);
  });
});

describe('a night section 01:00-04:00 across the change itself', () => {
  const cases: DayCase[] = [
    {
      name: 'Auckland 2026-04-05: the repeated 02:xx hour is its first occurrence (NZDT)',
      tz: 'Pacific/Auckland',
      date: '2026-04-05',
      schedule: night,
      expected: [
        '2026-04-05T01:00:00+13:00',
        '2026-04-05T01:30:00+13:00',
        '2026-04-05T02:00:00+13:00',
        '2026-04-05T02:30:00+13:00',
        '2026-04-05T03:00:00+12:00',
        '2026-04-05T03:30:00+12:00',
      ],
    },
    {
      name: 'Auckland 2026-09-27: the skipped 02:xx slots are absent',
      tz: 'Pacific/Auckland',
      date: '2026-09-27',
      schedule: night,
      expected: [
        '2026-09-27T01:00:00+12:00',
        '2026-09-27T01:30:00+12:00',
        '2026-09-27T03:00:00+13:00',
        '2026-09-27T03:30:00+13:00',
      ],
    },
    {
      name: 'Auckland the night before the April change: all NZDT',
      tz: 'Pacific/Auckland',
      date: '2026-04-04',
      schedule: night,
      expected: ['01:00', '01:30', '02:00', '02:30', '03:00', '03:30'].map(
        (t) => `2026-04-04T${t}:00+13:00`,
      ),
    },
    {
      name: 'Adelaide 2026-10-04: the skipped 02:xx slots are absent',
      tz: 'Australia/Adelaide',
      date: '2026-10-04',
      schedule: night,
      expected: [
        '2026-10-04T01:00:00+09:30',
        '2026-10-04T01:30:00+09:30',
        '2026-10-04T03:00:00+10:30',
        '2026-10-04T03:30:00+10:30',
      ],
    },
    {
      name: 'New York 2026-03-08: the skipped 02:xx slots are absent',
      tz: 'America/New_York',
      date: '2026-03-08',
      schedule: night,
      expected: [
        '2026-03-08T01:00:00-05:00',
        '2026-03-08T01:30:00-05:00',
        '2026-03-08T03:00:00-04:00',
        '2026-03-08T03:30:00-04:00',
      ],
    },
    {
      name: 'New York 2026-11-01: the repeated 01:xx hour is its first occurrence (EDT)',
      tz: 'America/New_York',
      date: '2026-11-01',
      schedule: night,
      expected: [
        '2026-11-01T01:00:00-04:00',
        '2026-11-01T01:30:00-04:00',
        '2026-11-01T02:00:00-05:00',
        '2026-11-01T02:30:00-05:00',
        '2026-11-01T03:00:00-05:00',
        '2026-11-01T03:30:00-05:00',
      ],
    },
  ];

  const now = new Date('2026-03-01T00:00:00Z');
  it.each(cases)('$name', ({ tz, date, schedule, expected }) => {
    expect(startsAt(schedule, date, tz, now)).toEqual(expected);
  });

  it('keeps the wall-clock labels of the slots that exist', () => {
    const slots = slotsForDay(night, '2026-09-27', 'Pacific/Auckland', now);
    expect(slots.map((s) => [s.time, s.end])).toEqual([
      ['01:00', '01:30'],
      ['01:30', '02:00'],
      ['03:00', '03:30'],
      ['03:30', '04:00'],
    ]);
  });
});

describe('booking on a daylight-saving day', () => {
  const tz = 'Pacific/Auckland';
  const now = new Date('2026-04-01T00:00:00Z');
  const cases: {
    name: string;
    schedule: Schedule;
    date: string;
    time: string;
    expected: string;
  }[] = [
    {
      name: 'April, the repeated 02:30 books its first occurrence',
      schedule: night,
      date: '2026-04-05',
      time: '02:30',
      expected: '2026-04-04T13:30:00Z',
    },
    {
      name: 'April, 03:00 is after the change',
      schedule: night,
      date: '2026-04-05',
      time: '03:00',
      expected: '2026-04-04T15:00:00Z',
    },
    {
      name: 'September, 01:30 is before the change',
      schedule: night,
      date: '2026-09-27',
      time: '01:30',
      expected: '2026-09-26T13:30:00Z',
    },
    {
      name: 'September, 03:00 is after the change',
      schedule: night,
      date: '2026-09-27',
      time: '03:00',
      expected: '2026-09-26T14:00:00Z',
    },
    {
      name: 'September, a skipped slot is refused',
      schedule: night,
      date: '2026-09-27',
      time: '02:30',
      expected: messages.notAvailableWindow,
    },
    {
      name: 'September, a skipped minute in request mode is refused',
      schedule: { ...night, customRequest: true },
      date: '2026-09-27',
      time: '02:15',
      expected: messages.notAvailableWindow,
    },
    {
      name: 'April, morning slot at NZST',
      schedule: morning,
      date: '2026-04-05',
      time: '09:00',
      expected: '2026-04-04T21:00:00Z',
    },
    {
      name: 'September, morning slot at NZDT',
      schedule: morning,
      date: '2026-09-27',
      time: '09:00',
      expected: '2026-09-26T20:00:00Z',
    },
    {
      name: 'an ISO instant in the repeated hour, second occurrence, still names 02:30',
      schedule: night,
      date: '2026-04-05',
      time: '2026-04-05T02:30:00+12:00',
      // Business-local 02:30 is taken as its first occurrence, whatever instant was sent.
      expected: '2026-04-04T13:30:00Z',
    },
  ];

  it.each(cases)('$name', ({ schedule, date, time, expected }) => {
    const result = checkBooking(schedule, date, time, tz, now);
    if (expected.endsWith('Z'))
      expect(result).toMatchObject({ ok: true, startsAt: new Date(expected) });
    else expect(result).toEqual({ ok: false, status: 400, message: expected });
  });
});

describe('now on a daylight-saving day', () => {
  it('marks April night slots bookable by instant, not by wall clock', () => {
    // 02:15 NZST, the second time the clock shows 02:xx: both 02:00 and 02:30 NZDT are over.
    const now = new Date('2026-04-05T02:15:00+12:00');
    const slots = slotsForDay(night, '2026-04-05', 'Pacific/Auckland', now);
    expect(slots.map((s) => [s.time, s.bookable])).toEqual([
      ['01:00', false],
      ['01:30', false],
      ['02:00', false],
      ['02:30', false],
      ['03:00', true],
      ['03:30', true],
    ]);
  });
});

describe('a whole year of days, every slot against the zone itself', () => {
  // slotsForDay uses one offset for a day the zone keeps one offset all day, and asks the zone
  // per slot otherwise; both must name the instant the zone gives for each wall-clock time.
  const allDay = givenSchedule({
    businessDays: everyDay,
    businessHours: ['00:00', '23:30'],
    slotDuration: 30,
  });
  const zones = [
    'Pacific/Auckland',
    'Pacific/Chatham', // +12:45 / +13:45
    'Australia/Adelaide',
    'Australia/Lord_Howe', // a 30-minute change
    'Asia/Kolkata',
    'Europe/London',
    'America/New_York',
    'America/St_Johns',
    'UTC',
  ];
  const now = new Date('2026-01-01T00:00:00Z');

  it.each(zones)('%s, 2026', (tz) => {
    for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
      const planned = slotsForDay(allDay, date, tz, now);
      const fromZone = slotTimes(allDay).flatMap(({ time }) => {
        const at = zonedInstant(date, time, tz);
        return at ? [{ time, startsAt: formatInstant(at, tz), at: at.getTime() }] : [];
      });
      expect(
        planned.map(({ time, startsAt, at }) => ({ time, startsAt, at })),
        `${tz} ${date}`,
      ).toEqual(fromZone);
    }
  });
});
