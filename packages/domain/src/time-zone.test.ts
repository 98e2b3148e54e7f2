import { describe, it, expect } from 'vitest';
import {
  addDays,
  addYears,
  formatInstant,
  isValidTimeZone,
  localParts,
  toMinutes,
  toTime,
  rememberZoneOffsets,
  weekdayIndex,
  zonedInstant,
  zoneOffsets,
} from './time-zone.ts';

describe('zonedInstant', () => {
  const cases: { name: string; date: string; time: string; tz: string; expected: string | null }[] =
    [
      {
        name: 'Auckland winter',
        date: '2026-06-15',
        time: '09:00',
        tz: 'Pacific/Auckland',
        expected: '2026-06-14T21:00:00Z',
      },
      {
        name: 'Auckland summer',
        date: '2026-01-15',
        time: '09:00',
        tz: 'Pacific/Auckland',
        expected: '2026-01-14T20:00:00Z',
      },
      {
        name: 'Auckland April change, 01:59 still NZDT',
        date: '2026-04-05',
        time: '01:59',
        tz: 'Pacific/Auckland',
        expected: '2026-04-04T12:59:00Z',
      },
      {
        name: 'Auckland April change, repeated 02:00 is the first (NZDT)',
        date: '2026-04-05',
        time: '02:00',
        tz: 'Pacific/Auckland',
        expected: '2026-04-04T13:00:00Z',
      },
      {
        name: 'Auckland April change, repeated 02:59 is the first (NZDT)',
        date: '2026-04-05',
        time: '02:59',
        tz: 'Pacific/Auckland',
        expected: '2026-04-04T13:59:00Z',
      },
      {
        name: 'Auckland April change, 03:00 happens once (NZST)',
        date: '2026-04-05',
        time: '03:00',
        tz: 'Pacific/Auckland',
        expected: '2026-04-04T15:00:00Z',
      },
      {
        name: 'Auckland September change, 01:59 NZST',
        date: '2026-09-27',
        time: '01:59',
        tz: 'Pacific/Auckland',
        expected: '2026-09-26T13:59:00Z',
      },
      {
        name: 'Auckland September change, 02:00 does not exist',
        date: '2026-09-27',
        time: '02:00',
        tz: 'Pacific/Auckland',
        expected: null,
      },
      {
        name: 'Auckland September change, 02:59 does not exist',
        date: '2026-09-27',
        time: '02:59',
        tz: 'Pacific/Auckland',
        expected: null,
      },
      {
        name: 'Auckland September change, 03:00 NZDT',
        date: '2026-09-27',
        time: '03:00',
        tz: 'Pacific/Auckland',
        expected: '2026-09-26T14:00:00Z',
      },
      {
        name: 'Auckland local midnight is the previous UTC day',
        date: '2026-06-15',
        time: '00:00',
        tz: 'Pacific/Auckland',
        expected: '2026-06-14T12:00:00Z',
      },
      {
        name: 'Kolkata, half-hour offset',
        date: '2026-04-05',
        time: '09:00',
        tz: 'Asia/Kolkata',
        expected: '2026-04-05T03:30:00Z',
      },
      {
        name: 'Adelaide summer, +10:30',
        date: '2026-01-15',
        time: '09:00',
        tz: 'Australia/Adelaide',
        expected: '2026-01-14T22:30:00Z',
      },
      {
        name: 'Adelaide October change, 02:30 does not exist',
        date: '2026-10-04',
        time: '02:30',
        tz: 'Australia/Adelaide',
        expected: null,
      },
      {
        name: 'Adelaide April change, repeated 02:30 is the first',
        date: '2026-04-05',
        time: '02:30',
        tz: 'Australia/Adelaide',
        expected: '2026-04-04T16:00:00Z',
      },
      {
        name: 'New York March change, 02:30 does not exist',
        date: '2026-03-08',
        time: '02:30',
        tz: 'America/New_York',
        expected: null,
      },
      {
        name: 'New York March change, 03:00 EDT',
        date: '2026-03-08',
        time: '03:00',
        tz: 'America/New_York',
        expected: '2026-03-08T07:00:00Z',
      },
      {
        name: 'New York November change, repeated 01:30 is the first (EDT)',
        date: '2026-11-01',
        time: '01:30',
        tz: 'America/New_York',
        expected: '2026-11-01T05:30:00Z',
      },
      {
        name: 'New York late evening is the next UTC day',
        date: '2026-05-04',
        time: '23:30',
        tz: 'America/New_York',
        expected: '2026-05-05T03:30:00Z',
      },
      {
        name: 'UTC',
        date: '2026-05-04',
        time: '10:00',
        tz: 'UTC',
        expected: '2026-05-04T10:00:00Z',
      },
    ];

  it.each(cases)('$name', ({ date, time, tz, expected }) => {
    expect(zonedInstant(date, time, tz)).toEqual(expected === null ? null : new Date(expected));
  });
});

describe('localParts', () => {
  const cases: {
    name: string;
    instant: string;
    tz: string;
    expected: { date: string; time: string; minutes: number };
  }[] = [
    {
      name: 'UTC evening is the next morning in Auckland',
      instant: '2026-05-04T23:30:00Z',
      tz: 'Pacific/Auckland',
      expected: { date: '2026-05-05', time: '11:30', minutes: 690 },
    },
    {
      name: 'UTC night is the previous evening in New York',
      instant: '2026-05-05T02:30:00Z',
      tz: 'America/New_York',
      expected: { date: '2026-05-04', time: '22:30', minutes: 1350 },
    },
    {
      name: 'Kolkata adds five and a half hours',
      instant: '2026-05-04T18:45:00Z',
      tz: 'Asia/Kolkata',
      expected: { date: '2026-05-05', time: '00:15', minutes: 15 },
    },
    {
      name: 'Auckland, second 02:30 of the April change',
      instant: '2026-04-04T14:30:00Z',
      tz: 'Pacific/Auckland',
      expected: { date: '2026-04-05', time: '02:30', minutes: 150 },
    },
    {
      name: 'Auckland, first 02:30 of the April change',
      instant: '2026-04-04T13:30:00Z',
      tz: 'Pacific/Auckland',
      expected: { date: '2026-04-05', time: '02:30', minutes: 150 },
    },
  ];

  it.each(cases)('$name', ({ instant, tz, expected }) => {
    expect(localParts(new Date(instant), tz)).toEqual(expected);
  });
});

describe('formatInstant', () => {
  const cases: { name: string; instant: string; tz: string; expected: string }[] = [
    {
      name: 'Auckland NZST',
      instant: '2026-06-14T21:00:00Z',
      tz: 'Pacific/Auckland',
      expected: '2026-06-15T09:00:00+12:00',
    },
    {
      name: 'Auckland NZDT',
      instant: '2026-01-14T20:00:00Z',
      tz: 'Pacific/Auckland',
      expected: '2026-01-15T09:00:00+13:00',
    },
    {
      name: 'Kolkata',
      instant: '2026-04-05T03:30:00Z',
      tz: 'Asia/Kolkata',
      expected: '2026-04-05T09:00:00+05:30',
    },
    {
      name: 'Adelaide ACST',
      instant: '2026-06-14T23:30:00Z',
      tz: 'Australia/Adelaide',
      expected: '2026-06-15T09:00:00+09:30',
    },
    {
      name: 'New York EST',
      instant: '2026-01-15T14:00:00Z',
      tz: 'America/New_York',
      expected: '2026-01-15T09:00:00-05:00',
    },
    {
      name: "St John's, negative half hour",
      instant: '2026-01-15T12:30:00Z',
      tz: 'America/St_Johns',
      expected: '2026-01-15T09:00:00-03:30',
    },
    {
      name: 'UTC',
      instant: '2026-01-15T09:00:00Z',
      tz: 'UTC',
      expected: '2026-01-15T09:00:00+00:00',
    },
  ];

  it.each(cases)('$name', ({ instant, tz, expected }) => {
    const formatted = formatInstant(new Date(instant), tz);
    expect(formatted).toBe(expected);
    expect(new Date(formatted).toISOString()).toBe(new Date(instant).toISOString());
  });
});

describe('calendar arithmetic', () => {
  const days: { from: string; n: number; expected: string }[] = [
    { from: '2026-05-04', n: 1, expected: '2026-05-05' },
    { from: '2026-05-31', n: 1, expected: '2026-06-01' },
    { from: '2026-12-31', n: 1, expected: '2027-01-01' },
    { from: '2028-02-28', n: 1, expected: '2028-02-29' },
    { from: '2026-03-01', n: -1, expected: '2026-02-28' },
    { from: '2026-04-04', n: 2, expected: '2026-04-06' }, // across Auckland's DST change: no zone
  ];
  it.each(days)('addDays($from, $n) = $expected', ({ from, n, expected }) => {
    expect(addDays(from, n)).toBe(expected);
  });

  const years: { from: string; n: number; expected: string }[] = [
    { from: '2026-05-04', n: 1, expected: '2027-05-04' },
    { from: '2026-12-31', n: 1, expected: '2027-12-31' },
    // Current behaviour: 29 February rolls over to 1 March in a common year.
    { from: '2028-02-29', n: 1, expected: '2029-03-01' },
  ];
  it.each(years)('addYears($from, $n) = $expected', ({ from, n, expected }) => {
    expect(addYears(from, n)).toBe(expected);
  });

  const weekdays: { date: string; expected: number }[] = [
    { date: '2026-05-04', expected: 0 }, // Monday
    { date: '2026-05-09', expected: 5 }, // Saturday
    { date: '2026-04-05', expected: 6 }, // Sunday
    { date: '2026-09-27', expected: 6 }, // Sunday
    { date: '2028-02-29', expected: 1 }, // Tuesday
  ];
  it.each(weekdays)('weekdayIndex($date) = $expected', ({ date, expected }) => {
    expect(weekdayIndex(date)).toBe(expected);
  });
});

describe('wall-clock minutes', () => {
  const times: [string, number][] = [
    ['00:00', 0],
    ['09:05', 545],
    ['12:30', 750],
    ['23:59', 1439],
  ];
  it.each(times)('%s is %i minutes', (time, minutes) => {
    expect(toMinutes(time)).toBe(minutes);
    expect(toTime(minutes)).toBe(time);
  });
});

describe('isValidTimeZone', () => {
  const zones: [string, boolean][] = [
    ['Pacific/Auckland', true],
    ['Asia/Kolkata', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ];
  it.each(zones)('%s: %s', (tz, expected) => {
    expect(isValidTimeZone(tz)).toBe(expected);
  });
});

describe('zoneOffsets (the table a business carries to the browser)', () => {
  // Zones with a whole-hour, a 45-minute, a half-hour change (Lord Howe), the northern
  // hemisphere, and none at all.
  const zones = [
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'America/New_York',
    'Asia/Kolkata',
    'UTC',
  ];
  const now = new Date('2026-11-28T02:30:00Z');
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatter = (tz: string) =>
    formatters.get(tz) ??
    formatters
      .set(
        tz,
        new Intl.DateTimeFormat('en-US', {
          timeZone: tz,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        }),
      )
      .get(tz)!;
  const intl = (tz: string, ms: number) => {
    // The offset as Intl gives it, without the module (which would read the table).
    const parts = formatter(tz).formatToParts(new Date(ms));
    const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
    return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
  };

  it.each(zones)('%s: every change in the stretch, to the minute', (tz) => {
    const table = zoneOffsets(tz, now);
    expect(table.changes[0]!.at).toBe('2026-11-27T00:00:00.000Z');
    expect(table.until).toBe('2028-01-02T00:00:00.000Z');
    for (const [i, change] of table.changes.entries()) {
      const at = Date.parse(change.at);
      expect(intl(tz, at)).toBe(change.offset);
      if (i > 0) expect(intl(tz, at - 60_000)).toBe(table.changes[i - 1]!.offset);
    }
    // Every hour of the stretch has the offset the table gives it.
    const at = table.changes.map((c) => Date.parse(c.at));
    for (let ms = at[0]!; ms < Date.parse(table.until); ms += 3_600_000) {
      const i = at.findLastIndex((t) => t <= ms);
      expect(table.changes[i]!.offset).toBe(intl(tz, ms));
    }
  });

  it('finds both of Auckland’s changes in 2027 (April and September)', () => {
    const table = zoneOffsets('Pacific/Auckland', now);
    expect(table.changes).toEqual([
      { at: '2026-11-27T00:00:00.000Z', offset: 780 },
      { at: '2027-04-03T14:00:00.000Z', offset: 720 },
      { at: '2027-09-25T14:00:00.000Z', offset: 780 },
    ]);
  });

  it('once remembered, local times read from the table agree with Intl, inside and outside it', () => {
    const tz = 'Pacific/Chatham';
    const table = zoneOffsets(tz, now);
    // Inside the table (a change at 14:00 UTC, a minute before it), and beyond its end.
    const instants = [
      '2026-11-28T10:00:00Z',
      '2027-04-03T13:59:00Z',
      '2027-04-03T14:00:00Z',
      '2030-01-01T00:00:00Z',
    ].map((iso) => new Date(iso));
    const read = () => instants.map((instant) => localParts(instant, tz));
    const before = read();
    rememberZoneOffsets(tz, table);
    const after = read();
    expect(after.map((p) => p.time)).toEqual(['23:45', '03:44', '02:45', '13:45']);
    expect(after).toEqual(before);
  });
});
