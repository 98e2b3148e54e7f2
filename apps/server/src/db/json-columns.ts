// The shapes of the schema's JSON columns, declared here so that db/ imports no module: the
// modules that write and read them (mail/outbox.ts, calendar/ics.ts) build on these.
import type { EntryAddress } from '@timeapp/domain/calendar';
import type { AppointmentStatus } from '@timeapp/domain/status';

/** What an e-mail says, as its outbox row keeps it (the rest of mail/outbox.ts's MailContent). */
export type MailBody = {
  /** Paragraphs, as plain text (escaped when rendered). */
  lines: string[];
  /** The one button: what to do next. */
  link?: { url: string; label: string };
  /** The business the e-mail is about, named once under the product's name. */
  businessName?: string;
};

/** A calendar entry of one appointment as the outbox row keeps it (modules/calendar/ics.ts's
 * CalendarEntry, its start as an ISO instant; docs/calendars.md). */
export type StoredCalendarEntry = {
  id: string;
  status: AppointmentStatus;
  startsAt: string;
  /** The section's slot length; a request-mode section without one counts as an hour. */
  durationMinutes: number;
  timezone: string;
  businessName: string;
  sectionName: string;
  address: EntryAddress;
  /**
   * Grows with every change of the appointment: the index of its latest history line (the
   * booking is 0), so a calendar app replaces its copy with the newer one.
   */
  sequence: number;
  /** The appointment's screen, for the reader of the entry (customer or owner). */
  link: string;
  /** Extra lines of the description, e.g. the customer's name in the owner's feed. */
  lines?: string[];
  /** The customer, the entry's ATTENDEE; none for a walk-in (no account, no e-mail address). */
  customer?: { name: string; email: string } | null;
};
