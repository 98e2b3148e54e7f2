import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { MailBody } from '../../db/json-columns.ts';
import { outbox } from '../../db/schema.ts';
import type { CalendarEntry } from '../calendar/ics.ts';

/** What an e-mail says; the layout, the HTML and the plain text are renderMail's (compose.tsx). */
export type MailContent = MailBody & {
  to: string;
  /** The whole subject line; a newline in it (from user input) becomes a space when queued. */
  subject: string;
  replyTo?: string;
};

/**
 * An e-mail as it is queued: what it says, and the appointment whose calendar entry it carries
 * (docs/calendars.md). Nothing is rendered in the request that queues it: the outbox worker
 * renders the HTML, the text and the .ics when it sends (render.ts).
 */
export type MailMessage = MailContent & { calendar?: CalendarEntry };

/** The outbox row's values for a message (also inserted by the booking statement). */
export function outboxValues(message: MailMessage) {
  const { to, subject, lines, link, businessName, replyTo, calendar } = message;
  return {
    to,
    // One line: a newline from user input must never become a header line.
    subject: subject.replace(/[\r\n]+/g, ' '),
    content: { lines, ...(link ? { link } : {}), ...(businessName ? { businessName } : {}) },
    links: link ? [link.url] : [],
    replyTo: replyTo ?? null,
    calendarEntry: calendar ? { ...calendar, startsAt: calendar.startsAt.toISOString() } : null,
  };
}

/**
 * Queue an e-mail. Call it inside the transaction of the event it reports, so the message
 * exists exactly when the event does; the outbox worker renders, delivers and retries.
 */
export async function enqueueMail(
  db: Db | Tx,
  message: MailMessage,
  options: { notBefore?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ ...outboxValues(message), notBefore: options.notBefore ?? null })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Takes back a queued message not yet sent; false when it already went (or is going). */
export async function withdrawMail(db: Db | Tx, id: string): Promise<boolean> {
  const gone = await db
    .delete(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.attempts, 0)))
    .returning({ id: outbox.id });
  return gone.length > 0;
}

/** How long the outbox keeps a message: it is a queue, not an archive (decision 049). */
export const MAIL_KEPT_DAYS = 14;

/**
 * Messages queued more than 14 days ago go, whatever became of them (sent, failed, or still
 * waiting after every retry): e-mails name people, and a deleted account's 14 days must leave
 * none of theirs behind.
 */
export async function pruneOldMail(db: Db | Tx): Promise<void> {
  // The database's clock, as the row's created_at is stamped by it.
  await db
    .delete(outbox)
    .where(lt(outbox.createdAt, sql`now() - make_interval(days => ${MAIL_KEPT_DAYS})`));
}
