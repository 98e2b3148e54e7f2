import { describe, expect, it } from 'vitest';
import { firstBookableDay, firstOpenDay } from './first-open-day';

describe('firstOpenDay', () => {
  it.each([
    // 2026-11-22 is a Sunday.
    [['Monday', 'Tuesday'], '2026-11-22', '2026-11-23'],
    [['Sunday'], '2026-11-22', '2026-11-22'],
    [['Saturday'], '2026-11-22', '2026-11-28'],
    [[], '2026-11-22', '2026-11-22'],
  ] as const)('%j from %s is %s', (days, from, expected) => {
    expect(firstOpenDay(days, from)).toBe(expected);
  });
});

describe('firstBookableDay', () => {
  // 2026-11-23 is a Monday; Auckland is UTC+13 in November.
  const section = {
    businessDays: ['Monday', 'Tuesday'] as const,
    businessHours: ['09:00', '17:00'] as const,
    slotDuration: 30,
  };
  const at = (local: string) => new Date(`${local}+13:00`);

  it.each([
    ['before opening', '2026-11-23T07:00:00', '2026-11-23'],
    ['while the last slot is ahead', '2026-11-23T16:29:00', '2026-11-23'],
    ['once the last slot has begun', '2026-11-23T16:30:00', '2026-11-24'],
    ['after closing on the last business day of the week', '2026-11-24T18:00:00', '2026-11-30'],
  ])('%s (%s) opens on %s', (_when, local, expected) => {
    expect(firstBookableDay(section, 'Pacific/Auckland', at(local))).toBe(expected);
  });

  it('counts a request-only section (no slots) open until its closing time', () => {
    const requests = { ...section, slotDuration: undefined };
    expect(firstBookableDay(requests, 'Pacific/Auckland', at('2026-11-23T16:59:00'))).toBe(
      '2026-11-23',
    );
    expect(firstBookableDay(requests, 'Pacific/Auckland', at('2026-11-23T17:00:00'))).toBe(
      '2026-11-24',
    );
  });

  it("goes by the day's own closing on a day with hours of its own", () => {
    const late = { ...section, hoursByDay: { MO: [['13:00', '20:00']] } };
    expect(firstBookableDay(late, 'Pacific/Auckland', at('2026-11-23T18:00:00'))).toBe(
      '2026-11-23',
    );
    expect(firstBookableDay(late, 'Pacific/Auckland', at('2026-11-23T19:30:00'))).toBe(
      '2026-11-24',
    );
  });
});
