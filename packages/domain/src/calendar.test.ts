import { describe, expect, it } from 'vitest';
import { entryLocation, entryMinutes, entryTitle, googleCalendarLink } from './calendar.ts';

describe('calendar entries', () => {
  it('names the section at the business, and the address street first', () => {
    expect(entryTitle({ sectionName: 'Cut', businessName: 'Cut Above' })).toBe('Cut at Cut Above');
    expect(
      entryLocation({
        street: '12 Ponsonby Road',
        suburb: 'Ponsonby',
        city: 'Auckland',
        postCode: '1011',
        state: 'Auckland',
        country: 'New Zealand',
      }),
    ).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011, Auckland, New Zealand');
    expect(entryLocation({ city: 'Nelson', street: '' })).toBe('Nelson');
  });

  it('lasts a slot, or an hour in request mode', () => {
    expect(entryMinutes(30)).toBe(30);
    expect(entryMinutes(0)).toBe(60);
    expect(entryMinutes(null)).toBe(60);
  });

  it("builds Google Calendar's template link with UTC times", () => {
    const url = new URL(
      googleCalendarLink({
        title: 'Cut at Cut Above',
        start: new Date('2026-03-03T10:00:00+13:00'),
        end: new Date('2026-03-03T10:30:00+13:00'),
        details: 'http://timeapp.test/show-appointment-details?id=1',
        location: 'Auckland',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260302T210000Z/20260302T213000Z');
    expect(url.searchParams.get('text')).toBe('Cut at Cut Above');
    expect(url.searchParams.get('location')).toBe('Auckland');
  });
});
