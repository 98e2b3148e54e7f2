import { describe, expect, it } from 'vitest';
import { dayParts, sayDay, sayWhen } from './say-when.ts';

describe('sayWhen', () => {
  it.each([
    ['2026-11-25', '10:00', 'Wed 25 Nov, 10:00 AM'],
    ['2026-11-25', '00:30', 'Wed 25 Nov, 12:30 AM'],
    ['2026-11-25', '12:00', 'Wed 25 Nov, 12:00 PM'],
    ['2026-03-01', '17:45', 'Sun 1 Mar, 5:45 PM'],
  ])('%s %s is %s', (date, time, said) => expect(sayWhen(date, time)).toBe(said));
});

describe('sayDay', () => {
  it('says a date without its time', () => expect(sayDay('2026-05-07')).toBe('Thu 7 May'));
  it('leaves a date it cannot read as it is', () => expect(sayDay('someday')).toBe('someday'));
});

describe('dayParts', () => {
  it('names every weekday and month as New Zealand English does', () => {
    const nz = new Intl.DateTimeFormat('en-NZ', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    // Every day of a leap year: each weekday and month, the 29th of February, the 31sts.
    for (let d = new Date('2028-01-01T12:00:00Z'); d.getUTCFullYear() === 2028;) {
      const date = d.toISOString().slice(0, 10);
      const parts = dayParts(date)!;
      expect(`${parts.weekday}, ${parts.day} ${parts.month}`, date).toBe(nz.format(d));
      d.setUTCDate(d.getUTCDate() + 1);
    }
  });
  it('writes September "Sept"', () =>
    expect(dayParts('2026-09-10')).toEqual({
      weekday: 'Thu',
      day: '10',
      month: 'Sept',
      year: '2026',
    }));
  it('has no parts for a date it cannot read', () => expect(dayParts('2026-13-45')).toBeNull());
});
