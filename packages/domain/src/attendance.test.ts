import { describe, expect, it } from 'vitest';
import { attendanceOpen, attendanceOpensAt, attendanceUndoable } from './attendance.ts';
import { localParts } from './time-zone.ts';

const aucklandDate = (d: Date) => localParts(d, 'Pacific/Auckland').date;

const start = new Date('2026-03-02T21:00:00Z'); // 10:00 AM in Auckland (NZDT)

describe('attendance windows', () => {
  it.each([
    ['arrived', '2026-03-02T20:44:59Z', false],
    ['arrived', '2026-03-02T20:45:00Z', true],
    ['arrived', '2026-03-02T23:00:00Z', true],
    ['no-show', '2026-03-02T20:59:59Z', false],
    ['no-show', '2026-03-02T21:00:00Z', true],
  ] as const)('%s at %s: open %s', (kind, now, open) => {
    expect(attendanceOpen(kind, start, new Date(now))).toBe(open);
  });

  it('says when each opens', () => {
    expect(attendanceOpensAt('arrived', start).toISOString()).toBe('2026-03-02T20:45:00.000Z');
    expect(attendanceOpensAt('no-show', start).toISOString()).toBe('2026-03-02T21:00:00.000Z');
  });

  it.each([
    // Recorded at 10:05 AM Auckland time.
    ['later the same local day', '2026-03-03T10:59:00Z', true],
    ['just after local midnight', '2026-03-03T11:00:00Z', false],
    // 11:00 UTC is midnight in Auckland, though still the same UTC day.
  ])('taken back %s: %s', (_when, now, undoable) => {
    expect(attendanceUndoable(new Date('2026-03-02T21:05:00Z'), new Date(now), aucklandDate)).toBe(
      undoable,
    );
  });
});
