// Texts (SMS) to customers (docs/decisions/054-texts.md): the outbox, numbers that said STOP,
// replies received, and each business's count of texts sent per month.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { businesses } from './businesses.ts';
import { appointments } from './appointments.ts';

export type TextKind = 'reminder' | 'decision' | 'reply';

/**
 * Every text goes through here, as e-mails go through `outbox`: queued in the transaction of
 * what it reports, claimed by one process with `for update skip locked`, sent once.
 */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: id(),
    /** E.164. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    kind: text('kind').$type<TextKind>().notNull(),
    /** The customer it goes to: their consent is checked again when it is sent. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The business it is counted against (the owner's month count). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** The appointment it is about: a reply 'Y' or 'C' acts on it. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /** pending, sent, failed (every attempt), or skipped (STOP or consent withdrawn). */
    status: text('status')
      .$type<'pending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** An owner's decision is held back while it can be undone, as its e-mail is. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id of the message (Twilio's MessageSid), to match delivery reports. */
    providerId: text('provider_id'),
    /** The provider's last delivery report: queued, sent, delivered, undelivered, failed. */
    deliveryStatus: text('delivery_status'),
    createdAt: createdAt(),
  },
  (t) => [
    index('text_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('text_outbox_provider_idx').on(t.providerId),
    index('text_outbox_to_idx').on(t.to, t.createdAt),
  ],
);

/** Numbers that replied STOP: no text goes to them until they reply START. */
export const textOptOuts = pgTable('text_opt_outs', {
  phone: text('phone').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Replies received, by the provider's id: a webhook delivered twice is acted on once. */
export const textReplies = pgTable('text_replies', {
  providerId: text('provider_id').primaryKey(),
  from: text('from').notNull(),
  body: text('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Texts sent per business and month (`YYYY-MM` in the business's time zone): the owner's count
 * outlives the outbox, which keeps texts 14 days only.
 */
export const textMonthlyCounts = pgTable(
  'text_monthly_counts',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.month] })],
);
