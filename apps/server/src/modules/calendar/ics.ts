import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { entryLocation, entryMinutes, entryTitle } from '@timeapp/domain/calendar';
import { AppointmentStatus } from '@timeapp/domain/status';
import type { StoredCalendarEntry } from '../../db/json-columns.ts';

/**
 * What a calendar entry of one appointment says (docs/calendars.md); the outbox keeps it with
 * its start as an ISO instant (db/json-columns.ts).
 */
export type CalendarEntry = Omit<StoredCalendarEntry, 'startsAt'> & { startsAt: Date };

/** The .ics of one appointment, sent as an e-mail's text/calendar part with its method. */
export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; content: string };

export type CalendarSettings = { publicUrl: string; mailFrom: string; productName: string };

/** One stable UID per appointment: its id at the host of PUBLIC_URL. */
export const entryUid = (id: string, publicUrl: string) => `${id}@${new URL(publicUrl).hostname}`;

/** 'TimeApp <no-reply@timeapp.local>' as name and address. */
function organizerOf(mailFrom: string, productName: string) {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return m ? { name: m[1] || productName, email: m[2]! } : { name: productName, email: mailFrom };
}

function newCalendar(s: CalendarSettings, method: ICalCalendarMethod | null): ICalCalendar {
  const cal = ical({
    prodId: { company: s.productName, product: 'appointments', language: 'EN' },
    name: s.productName,
  });
  if (method) cal.method(method);
  return cal;
}

function eventOf(e: CalendarEntry, s: CalendarSettings, cancel: boolean): ICalEventData {
  const minutes = entryMinutes(e.durationMinutes);
  const cancelled = cancel || e.status === AppointmentStatus.Cancelled;
  return {
    id: entryUid(e.id, s.publicUrl),
    sequence: e.sequence,
    // TZDate reads as the business's wall clock: DTSTART;TZID=Pacific/Auckland:20260303T100000.
    start: new TZDate(e.startsAt.getTime(), e.timezone),
    end: new TZDate(e.startsAt.getTime() + minutes * 60_000, e.timezone),
    timezone: e.timezone,
    summary: entryTitle(e),
    location: entryLocation(e.address) || null,
    description: [...(e.lines ?? []), e.link].join('\n'),
    url: e.link,
    organizer: organizerOf(s.mailFrom, s.productName),
    // The customer asked for this time: their answer is yes whatever the business decides, and
    // there is nothing to reply to (the organizer is the no-reply sender). STATUS says whether
    // the appointment stands (docs/calendars.md, 'The customer as attendee').
    attendees: e.customer
      ? [
          {
            name: e.customer.name || null,
            email: e.customer.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : e.status === AppointmentStatus.Approved
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
  };
}

/**
 * Adds a VTIMEZONE for every zone the events use (RFC 5545 wants one per TZID). The calendar
 * itself gets no zone, so DTSTAMP stays in UTC as the RFC requires.
 */
function withZones(cal: ICalCalendar) {
  cal.timezone({ name: null, generator: vtimezone });
  return cal;
}

/** A zone's VTIMEZONE block never changes while the process runs: built once per zone. */
const zones = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  if (!zones.has(zone)) zones.set(zone, getVtimezoneComponent(zone) ?? null);
  return zones.get(zone)!;
}

/**
 * The .ics an e-mail carries and the download answers: METHOD REQUEST while the appointment
 * holds its place, METHOD CANCEL (STATUS CANCELLED) once it is cancelled or rejected. The
 * SEQUENCE of a cancellation is always above that of the invitation it withdraws.
 */
export function appointmentCalendar(e: CalendarEntry, s: CalendarSettings): CalendarAttachment {
  const cancel = e.status === AppointmentStatus.Cancelled;
  const method = cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = withZones(newCalendar(s, method));
  cal.createEvent(eventOf(e, s, cancel));
  return { method: cancel ? 'CANCEL' : 'REQUEST', content: withFinalLineBreak(cal) };
}

/** A feed: every entry, no method (a subscribed calendar, not an invitation). */
export function feedCalendar(entries: CalendarEntry[], s: CalendarSettings, name: string): string {
  const cal = withZones(newCalendar(s, null));
  cal.name(name);
  cal.ttl(60 * 60);
  for (const e of entries) cal.createEvent(eventOf(e, s, false));
  return withFinalLineBreak(cal);
}

/**
 * RFC 5545 3.1 and 3.4: every content line ends with CRLF, END:VCALENDAR included;
 * ical-generator ends its text without one (a strict reader drops or refuses the last line).
 */
const withFinalLineBreak = (cal: { toString(): string }) => `${cal.toString()}\r\n`;
