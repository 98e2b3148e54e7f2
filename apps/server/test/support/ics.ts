import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  /** The wall-clock start as written, 'YYYY-MM-DDTHH:MM:SS', and its zone. */
  localStart: string;
  tzid: string;
  /** The instant, with the calendar's VTIMEZONE applied. */
  start: Date;
  /** ORGANIZER's address, without 'mailto:'. */
  organizer: string;
  attendees: ParsedAttendee[];
};

export type ParsedAttendee = {
  /** The address, without 'mailto:'. */
  email: string;
  name: string | null;
  role: string | null;
  partstat: string | null;
  rsvp: string | null;
};

const address = (value: unknown) => String(value ?? '').replace(/^mailto:/i, '');
const parameter = (p: ICAL.Property, name: string) => {
  const value = p.getParameter(name);
  return value === undefined || value === null ? null : String(value);
};

/**
 * A .ics read with ical.js, as a calendar app reads it. ical.js forgives line endings; RFC 5545
 * (3.1, 3.4) does not: every line, END:VCALENDAR's included, ends with CRLF, or this throws.
 */
export function parseIcs(text: string): { method: string | null; events: ParsedEvent[] } {
  if (!text.endsWith('END:VCALENDAR\r\n') || /[^\r]\n/.test(text))
    throw new Error(`not CRLF-terminated lines (RFC 5545 3.1): ${JSON.stringify(text.slice(-40))}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      summary: event.summary,
      location: event.location,
      localStart: event.startDate.toString(),
      tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
      start: event.startDate.toJSDate(),
      organizer: address(vevent.getFirstPropertyValue('organizer')),
      attendees: vevent.getAllProperties('attendee').map((p) => ({
        email: address(p.getFirstValue()),
        name: parameter(p, 'cn'),
        role: parameter(p, 'role'),
        partstat: parameter(p, 'partstat'),
        rsvp: parameter(p, 'rsvp'),
      })),
    };
  });
  const method = calendar.getFirstPropertyValue('method');
  return { method: method === null ? null : String(method), events };
}

/** The text/calendar part of a raw MIME message (with its method parameter), decoded. */
export function calendarPart(raw: string): { contentType: string; text: string } | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = boundaries.length
    ? raw.split(new RegExp(`\\r?\\n--(?:${boundaries.map(escape).join('|')})(?:--)?`))
    : [raw];
  for (const part of parts) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
    if (!/^text\/calendar/i.test(type)) continue;
    const body = rest.join('\n\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const text =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : body;
    return { contentType: type, text };
  }
  return undefined;
}
