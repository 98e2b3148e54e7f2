import { describe, expect, it } from 'vitest';
import { firstOpenDay } from './first-open-day';

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
