import { describe, expect, it } from 'vitest';
import { sayDay, sayWhen } from './say-when.ts';

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
