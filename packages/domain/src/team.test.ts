import { describe, expect, it } from 'vitest';
import {
  anyoneOrder,
  blockedRange,
  freeStarts,
  memberBody,
  serviceBody,
  type Busy,
  type ServiceTimes,
  type WeeklyHours,
} from './team.ts';
import { addDays, localParts, toMinutes, toTime, zonedInstant } from './time-zone.ts';

const tz = 'Pacific/Auckland';
// A Monday in winter (NZST, +12:00); "now" is the Friday before.
const monday = '2026-06-15';
const now = new Date('2026-06-12T00:00:00Z');
const everyDay = {
  businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  noneRegularOffDays: [] as string[],
};
const cut: ServiceTimes = {
  durationMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  startEvery: 15,
};
const at = (date: string, time: string) => zonedInstant(date, time, tz)!.getTime();
const busyAt = (date: string, from: string, to: string): Busy => ({
  from: at(date, from),
  to: at(date, to),
});

type Case = {
  name: string;
  hours: WeeklyHours;
  service?: Partial<ServiceTimes>;
  date?: string;
  daysOff?: string[];
  section?: typeof everyDay;
  busy?: Busy[];
  now?: Date;
  times: string[];
};

const cases: Case[] = [
  {
    name: 'one interval: starts every 15 minutes while the whole service fits',
    hours: { MO: [['09:00', '10:30']] },
    times: ['09:00', '09:15', '09:30', '09:45'],
  },
  {
    name: 'a break is a gap: nothing runs into it, the afternoon counts from its own start',
    hours: {
      MO: [
        ['09:00', '10:00'],
        ['10:50', '12:00'],
      ],
    },
    service: { startEvery: 30 },
    // 10:50 + 30 = 11:20 (+45 = 12:05 does not fit).
    times: ['09:00', '10:50'],
  },
  {
    name: 'a buffer before: the first start waits for it, counted in steps from the interval',
    hours: { MO: [['09:00', '11:00']] },
    service: { bufferBeforeMinutes: 10, startEvery: 15 },
    times: ['09:15', '09:30', '09:45', '10:00', '10:15'],
  },
  {
    name: 'a buffer after: the service and its clean-up both fit before the end',
    hours: { MO: [['09:00', '11:00']] },
    service: { bufferAfterMinutes: 15, startEvery: 15 },
    times: ['09:00', '09:15', '09:30', '09:45', '10:00'],
  },
  {
    name: 'an appointment blocks its own stretch (with its buffers), and a new one with its buffers may not touch it',
    hours: { MO: [['09:00', '12:00']] },
    service: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15, startEvery: 30 },
    busy: [busyAt(monday, '10:00', '11:00')],
    // 09:30: [09:15, 10:30) overlaps; 11:00: [10:45, 12:00) overlaps; 09:00 ends 10:00 (ok)... but
    // needs 08:45 before the interval: no. 11:30 needs to 12:30: no.
    times: [],
  },
  {
    name: 'back to back with an appointment is free (ranges end exclusive)',
    hours: { MO: [['09:00', '12:00']] },
    service: { startEvery: 15 },
    busy: [busyAt(monday, '09:45', '10:30')],
    times: ['09:00', '10:30', '10:45', '11:00', '11:15'],
  },
  {
    name: 'a service longer than any interval has no start',
    hours: {
      MO: [
        ['09:00', '11:00'],
        ['12:00', '14:00'],
      ],
    },
    service: { durationMinutes: 150 },
    times: [],
  },
  {
    name: 'a date off: none',
    hours: { MO: [['09:00', '10:00']] },
    daysOff: [monday],
    times: [],
  },
  {
    name: 'a day the member does not work: none',
    hours: { TU: [['09:00', '10:00']] },
    times: [],
  },
  {
    name: 'a day the section is closed (not a business day): none',
    hours: { MO: [['09:00', '10:00']] },
    section: { ...everyDay, businessDays: ['Tuesday'] },
    times: [],
  },
  {
    name: 'a non-regular off day of the section: none',
    hours: { MO: [['09:00', '10:00']] },
    section: { ...everyDay, noneRegularOffDays: [monday] },
    times: [],
  },
  {
    name: 'today: only starts not yet passed',
    hours: { MO: [['09:00', '11:00']] },
    service: { startEvery: 30 },
    now: new Date(at(monday, '09:40')),
    times: ['10:00'],
  },
  {
    name: 'more than a year ahead: none',
    hours: { MO: [['09:00', '10:00']] },
    date: '2027-06-21',
    times: [],
  },
  {
    // NZ clocks go from 02:00 to 03:00 on Sunday 27 September 2026: 01:00-05:00 is three hours.
    name: 'a daylight-saving day: the interval is as long as the clock says, starts show wall time',
    hours: { SU: [['01:00', '05:00']] },
    date: '2026-09-27',
    service: { durationMinutes: 60, startEvery: 60 },
    times: ['01:00', '03:00', '04:00'],
  },
];

describe('freeStarts', () => {
  it.each(cases)('$name', (c) => {
    const starts = freeStarts({
      date: c.date ?? monday,
      tz,
      now: c.now ?? now,
      section: c.section ?? everyDay,
      hours: c.hours,
      daysOff: c.daysOff ?? [],
      service: { ...cut, ...c.service },
      busy: c.busy ?? [],
    });
    expect(starts.map((s) => s.time)).toEqual(c.times);
    // Each start is the instant its label names.
    for (const s of starts) expect(s.at).toBe(at(c.date ?? monday, s.time));
  });

  it('blocks the service with its buffers on both sides', () => {
    const start = at(monday, '10:00');
    expect(blockedRange(start, { ...cut, bufferBeforeMinutes: 10, bufferAfterMinutes: 5 })).toEqual(
      { from: at(monday, '09:50'), to: at(monday, '10:50') },
    );
  });
});

describe('freeStarts over a whole year of zones', () => {
  // The rule reads a day's offset once and counts in plain minutes; the zone asked per start
  // (as it was before) must give the same starts and labels, changeover days included.
  const perStart = (date: string, zone: string, hours: [string, string][]) => {
    const instant = (time: string) => {
      for (let m = toMinutes(time); m < 24 * 60; m += 15) {
        const found = zonedInstant(date, toTime(m), zone);
        if (found) return found.getTime();
      }
      throw new Error('no instant');
    };
    const out: string[] = [];
    for (const [opens, closes] of hours) {
      const [start, end] = [instant(opens), instant(closes)];
      for (let t = start; t + 30 * 60_000 <= end; t += 15 * 60_000)
        out.push(`${localParts(new Date(t), zone).time}@${t}`);
    }
    return out;
  };
  const hours: [string, string][] = [
    ['00:30', '12:00'],
    ['13:00', '23:30'],
  ];
  const zones = [
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Europe/London',
    'America/St_Johns',
    'America/Santiago',
  ];
  // A year from July, both changes of each zone inside it ("now" is the day before).
  it.each(zones)('%s: a year of days', (zone) => {
    for (let date = '2026-07-02'; date <= '2027-06-30'; date = addDays(date, 1)) {
      const starts = freeStarts({
        date,
        tz: zone,
        now: new Date('2026-06-30T12:00:00Z'),
        section: everyDay,
        hours: { MO: hours, TU: hours, WE: hours, TH: hours, FR: hours, SA: hours, SU: hours },
        daysOff: [],
        service: { ...cut, durationMinutes: 30 },
        busy: [],
      });
      expect(
        starts.map((s) => `${s.time}@${s.at}`),
        `${zone} ${date}`,
      ).toEqual(perStart(date, zone, hours));
    }
  });
});

describe('anyoneOrder', () => {
  it('the fewest booked minutes that day first, ties in team order', () => {
    const order = anyoneOrder([
      { id: 'c', bookedMinutes: 90, position: 2 },
      { id: 'a', bookedMinutes: 45, position: 1 },
      { id: 'b', bookedMinutes: 45, position: 0 },
    ]);
    expect(order.map((m) => m.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('schemas', () => {
  it('a roster: each period starts before it ends, a day’s periods do not overlap', () => {
    const ok = memberBody.safeParse({
      name: 'Aroha',
      hours: {
        MO: [
          ['09:00', '12:00'],
          ['13:00', '17:00'],
        ],
      },
    });
    expect(ok.success).toBe(true);
    expect(memberBody.safeParse({ name: 'A', hours: { MO: [['12:00', '09:00']] } }).success).toBe(
      false,
    );
    expect(
      memberBody.safeParse({
        name: 'A',
        hours: {
          MO: [
            ['09:00', '12:00'],
            ['11:00', '14:00'],
          ],
        },
      }).error?.issues[0]?.message,
    ).toBe("A day's working periods must not overlap");
    expect(memberBody.safeParse({ name: 'A', hours: { XX: [] } }).success).toBe(false);
  });

  it('a service: 5 to 480 minutes in fives, buffers up to 120, a known start step', () => {
    const base = { sectionId: 's', name: 'Cut', durationMinutes: 45, memberIds: [] };
    expect(serviceBody.parse(base)).toMatchObject({
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      startEvery: 15,
    });
    for (const bad of [
      { durationMinutes: 0 },
      { durationMinutes: 47 },
      { durationMinutes: 485 },
      { bufferAfterMinutes: 121 },
      { startEvery: 7 },
    ])
      expect(serviceBody.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
