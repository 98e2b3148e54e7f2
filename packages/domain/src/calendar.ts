// What an appointment's calendar entry says, written once for the server's .ics and the web
// app's Google Calendar link (docs/calendars.md). Plain code, no I/O.

/** The length of an entry whose section has no slot length (request mode). */
export const DEFAULT_ENTRY_MINUTES = 60;

/** Minutes an appointment lasts in a calendar: its slot, or an hour. */
export const entryMinutes = (slotDuration: number | null | undefined) =>
  slotDuration && slotDuration > 0 ? slotDuration : DEFAULT_ENTRY_MINUTES;

/** 'Hair Cut at Cut Above' */
export const entryTitle = (e: { sectionName: string; businessName: string }) =>
  `${e.sectionName} at ${e.businessName}`;

export type EntryAddress = {
  street?: string;
  suburb?: string;
  city?: string;
  state?: string;
  postCode?: string;
  country?: string;
};

/** '12 Ponsonby Road, Ponsonby, Auckland 1011, Auckland, New Zealand' */
export function entryLocation(a: EntryAddress): string {
  const place = [a.city, a.postCode].filter(Boolean).join(' ');
  return [a.street, a.suburb, place, a.state, a.country].filter(Boolean).join(', ');
}

/** The 'Add to calendar' link of Google Calendar: a new event filled in, for the user to save. */
export function googleCalendarLink(event: {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}): string {
  const utc = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utc(event.start)}/${utc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
