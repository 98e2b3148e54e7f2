import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatInstant, formatTime12 } from './format-date-time';

describe('dates and times on screen', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
  ])('shows %s as %s', (time, shown) => expect(formatTime12(time)).toBe(shown));

  it('writes a calendar date the same in every time zone', () => {
    expect(formatDate('2026-03-31')).toBe('Tue, 31 Mar 2026');
  });

  it('writes a moment in the viewer’s zone like the other times on screen, not as 7:24 am', () => {
    const at = new Date(2026, 10, 24, 7, 24).toISOString();
    expect(formatInstant(at)).toBe('Tue, 24 Nov 2026, 7:24 AM');
    expect(formatInstant(new Date(2026, 10, 24, 19, 5).toISOString())).toBe(
      'Tue, 24 Nov 2026, 7:05 PM',
    );
  });

  it('adds calendar days across a month end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
});
