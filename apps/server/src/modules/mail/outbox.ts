import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries, shown by the dev mailbox and the log. */
  links?: string[];
  /** Reply-To address, e.g. the sender of a contact-form message. */
  replyTo?: string;
  /** The appointment's .ics, sent as the message's text/calendar part (docs/calendars.md). */
  calendar?: CalendarAttachment;
};

export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; content: string };

/**
 * Queue an e-mail. Call it inside the transaction of the event it reports, so the message
 * exists exactly when the event does; the outbox worker delivers and retries.
 */
export async function enqueueMail(
  db: Db | Tx,
  message: MailMessage,
  options: { notBefore?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links ?? [],
      replyTo: message.replyTo ?? null,
      calendar: message.calendar?.content ?? null,
      calendarMethod: message.calendar?.method ?? null,
      notBefore: options.notBefore ?? null,
    })
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
