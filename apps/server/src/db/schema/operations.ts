// What runs the product: the mail outbox, live events, periodic jobs, contact messages, bug
// reports and the audit trail.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditAction, AuditRole } from '@timeapp/domain/audit';
import type { MailBody, StoredCalendarEntry } from '../json-columns.ts';
import { id, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { businesses } from './businesses.ts';

/** Every e-mail goes through here; a worker delivers and retries. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /**
     * What the e-mail says (lines, button, business), rendered as HTML and text when it is sent
     * (modules/mail/render.ts). `text` and `html` hold the rendered parts of rows queued before
     * 0020 only.
     */
    content: jsonb('content').$type<MailBody>(),
    text: text('text'),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Reply-To header, e.g. the sender of a contact-form message. */
    replyTo: text('reply_to'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Not sent before this time, even on the first attempt: an owner's decision is held back
     * while it can still be undone (docs/product-rules.md 5.7).
     */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /**
     * One calendar attachment (docs/calendars.md): the entry of the appointment the message is
     * about, sent as its .ics (text/calendar part, METHOD REQUEST or CANCEL).
     */
    calendarEntry: jsonb('calendar_entry').$type<StoredCalendarEntry>(),
    /** The rendered .ics and its method, of rows queued before 0020 only. */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method').$type<'REQUEST' | 'CANCEL'>(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Live events (docs/decisions/010-live-events.md, 027-events-published-after-commit.md):
 * written in the transaction of the change they report; the process that committed it then
 * publishes them with pg_notify to every API process listening. Kept about a day, so a tab
 * that reconnects with Last-Event-ID gets what it missed.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The insert's own time, not the transaction's start: replay overlaps by time. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    type: text('type').notNull(),
    /** Appointment events reach the business's owner and the customer (null for a walk-in). */
    ownerId: uuid('owner_id'),
    customerId: uuid('customer_id'),
    /** Slot events reach tabs watching this section day. */
    sectionId: uuid('section_id'),
    slotDate: text('slot_date'),
    /** The event as the stream sends it (domain `liveEvent`, without `at`). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt),
    index('events_owner_idx')
      .on(t.ownerId, t.id)
      .where(sql`owner_id is not null`),
    index('events_customer_idx')
      .on(t.customerId, t.id)
      .where(sql`customer_id is not null`),
    index('events_slot_idx')
      .on(t.sectionId, t.slotDate, t.id)
      .where(sql`owner_id is null`),
  ],
);

/**
 * Periodic jobs claimed across API processes (jobs.ts): a process runs a job only when it moves
 * `next_run_at` forward itself, so each period's run happens once, whatever the number of
 * processes.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** host:pid of the process that claimed the latest run. */
  claimedBy: text('claimed_by').notNull(),
});

/**
 * Contact-form messages (POST /users/contact-timeapp): e-mailed to the operator as before, and
 * kept for the operator console, where an operator marks each handled (an operator action).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    /** The signed-in account that wrote it (null: a visitor, or an account since deleted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** 'Report a bug' (docs/product-rules.md 8.5): an operator marks each valid or not, once. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whatHappened: text('what_happened').notNull(),
    steps: text('steps').notNull().default(''),
    screenshot: text('screenshot'),
    verdict: text('verdict').$type<'valid' | 'invalid'>(),
    note: text('note').notNull().default(''),
    /** The business whose trial a valid report extended. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bug_reports_created_idx').on(t.createdAt)],
);

/**
 * The audit trail (docs/decisions/047-audit-trail.md): every change an owner, staff member or
 * operator makes to a business and what it holds, and every operator action. Written in the
 * transaction of the change. Who is the account (its name is read when the log is, so a deleted
 * account leaves no name here); before and after hold only the fields that changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The insert's own time: entries of one transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<AuditRole>().notNull(),
    /** Not a foreign key: the log outlives what it describes. */
    businessId: uuid('business_id'),
    action: text('action').$type<AuditAction>().notNull(),
    subject: text('subject').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    address: text('address'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_business_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`business_id is not null`),
  ],
);
