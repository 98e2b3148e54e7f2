import { describe, expect, it } from 'vitest';
import { halfHourOf, seatsLeft } from './covers.ts';

describe('halfHourOf', () => {
  const cases: Array<[string, string, string, string]> = [
    // [startsAt, local time, from, to]
    ['2026-12-04T06:00:00Z', '19:00', '2026-12-04T06:00:00.000Z', '2026-12-04T06:30:00.000Z'],
    ['2026-12-04T06:15:00Z', '19:15', '2026-12-04T06:00:00.000Z', '2026-12-04T06:30:00.000Z'],
    ['2026-12-04T06:29:00Z', '19:29', '2026-12-04T06:00:00.000Z', '2026-12-04T06:30:00.000Z'],
    ['2026-12-04T06:30:00Z', '19:30', '2026-12-04T06:30:00.000Z', '2026-12-04T07:00:00.000Z'],
    ['2026-12-04T06:45:00Z', '19:45', '2026-12-04T06:30:00.000Z', '2026-12-04T07:00:00.000Z'],
    // Chatham (+13:45 in summer): 20:10 local is 06:25 UTC; its half hour began at 20:00 local.
    ['2026-12-04T06:25:00Z', '20:10', '2026-12-04T06:15:00.000Z', '2026-12-04T06:45:00.000Z'],
  ];
  it.each(cases)('%s (%s local) starts in %s-%s', (at, time, from, to) => {
    const half = halfHourOf(new Date(at), time);
    expect(half.from.toISOString()).toBe(from);
    expect(half.to.toISOString()).toBe(to);
  });
});

describe('seatsLeft', () => {
  it('counts down to 0 and never below', () => {
    expect(seatsLeft(40, 0)).toBe(40);
    expect(seatsLeft(40, 38)).toBe(2);
    expect(seatsLeft(40, 40)).toBe(0);
    expect(seatsLeft(40, 45)).toBe(0);
  });
});
