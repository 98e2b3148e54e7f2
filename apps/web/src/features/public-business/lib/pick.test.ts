import { describe, expect, it } from 'vitest';
import { readPick, withPick } from './pick';

describe('a pick in the address', () => {
  it('goes into the query and comes back out the same', () => {
    const pick = { sectionId: 'sec-1', date: '2026-03-03', time: '09:30' };
    const href = withPick('/b/kelburn-kitchen', pick);
    expect(href).toBe('/b/kelburn-kitchen?section=sec-1&date=2026-03-03&time=09%3A30');
    expect(readPick(href.slice(href.indexOf('?')))).toEqual(pick);
  });

  it('is nothing when a part is missing or malformed', () => {
    expect(withPick('/b/x', null)).toBe('/b/x');
    expect(readPick('?section=s&date=2026-03-03')).toBeNull();
    expect(readPick('?section=s&date=tomorrow&time=09:30')).toBeNull();
    expect(readPick('?section=s&date=2026-03-03&time=9am')).toBeNull();
    expect(readPick('')).toBeNull();
  });
});
