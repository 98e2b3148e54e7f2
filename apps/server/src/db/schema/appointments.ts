// Appointments and their history: changes, proposals, notes, the waitlist, reminders, strikes.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StrikeKind } from '@timeapp/domain/cancellation-policy';
import { DEPOSIT_STATUSES, type DepositStatus } from '@timeapp/domain/deposits';
import { AppointmentStatus, PLACE_HOLDING } from '@timeapp/domain/status';
import { id, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { businesses, sections } from './businesses.ts';
import { teamMembers, services } from './team.ts';

/**
 * `status in (0, 1)`: the statuses that hold a place (the domain's PLACE_HOLDING), as SQL for
 * the partial index and the queries. The booking function (drizzle/0004) spells the same list;
 * test/appointments-place-holding.test.ts checks both against the constant.
 */
export const holdsPlaceSql = sql.raw(`status in (${PLACE_HOLDING.join(', ')})`);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    /** null for a walk-in the owner booked for someone without an account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    appointmentDate: text('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    cancellationReason: text('cancellation_reason').notNull().default(''),
    extendedNote: text('extended_note').notNull().default(''),
    status: smallint('status')
      .$type<AppointmentStatus>()
      .notNull()
      .default(AppointmentStatus.Waiting),
    attendance: text('attendance'),
    /** When attendance was recorded: it can be undone until the end of that local day. */
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** A walk-in's name and phone (E.164), when `user_id` is null. */
    walkInName: text('walk_in_name'),
    walkInPhone: text('walk_in_phone'),
    /**
     * A booking by service (product-rules 9): the service, the member whose time it takes, when
     * it ends, and the stretch of the member's time it blocks (the service with its buffers).
     * The exclusion constraint appointments_member_no_overlap (drizzle/0024) keeps a member's
     * place-holding stretches apart. All null for a slot or request booking.
     */
    serviceId: uuid('service_id').references(() => services.id),
    memberId: uuid('member_id').references(() => teamMembers.id),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }),
    blockedTo: timestamp('blocked_to', { withTimezone: true }),
    /** A request: how many people are coming (product-rules 10); null for other bookings. */
    partySize: smallint('party_size'),
    /** The customer answered 'Y' to a text about it (docs/decisions/054-texts.md). */
    confirmedByTextAt: timestamp('confirmed_by_text_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_section_start_idx').on(t.sectionId, t.startsAt),
    index('appointments_user_start_idx').on(t.userId, t.startsAt),
    index('appointments_business_start_idx').on(t.businessId, t.startsAt),
    // A customer's record with a business (arrived, no-shows) in an owner's list: only the
    // appointments marked, read by an index-only scan (bench/README.md, 'Lists and booking').
    index('appointments_attendance_idx')
      .on(t.userId, t.businessId, t.attendance)
      .where(sql`attendance is not null`),
    // The reminder job's look-up: approved appointments starting within the next day.
    index('appointments_approved_start_idx')
      .on(t.startsAt)
      .where(sql.raw(`status = ${AppointmentStatus.Approved}`)),
    // A customer holds at most one place in a slot: the database says so, not the code.
    uniqueIndex('appointments_one_place_per_customer')
      .on(t.sectionId, t.startsAt, t.userId)
      .where(holdsPlaceSql),
    check('appointments_party_size_check', sql`${t.partySize} between 1 and 50`),
  ],
);

/**
 * Every status change of an appointment, written in the transaction that makes it
 * (docs/product-rules.md 5.6): the booking, decisions, cancellations, undos.
 */
export const appointmentChanges = pgTable(
  'appointment_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<AppointmentStatus>().notNull(),
    by: text('by').$type<'customer' | 'owner' | 'system'>().notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on an owner's decision only: the status an undo restores. */
    previousStatus: smallint('previous_status').$type<AppointmentStatus>(),
    /** The decision's e-mail, held in the outbox until the undo window closes. */
    outboxId: uuid('outbox_id'),
  },
  (t) => [index('appointment_changes_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * The owner's open proposal of another time for an appointment (docs/decisions/034): at most
 * one per appointment (a new one replaces it), deleted when the customer accepts or declines
 * it. It holds no place; it is shown only while both its time and the appointment's are ahead.
 */
export const appointmentProposals = pgTable('appointment_proposals', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  appointmentDate: text('appointment_date').notNull(),
  appointmentTime: text('appointment_time').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  message: text('message').notNull().default(''),
  proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's contact notes to the customer, kept on the appointment. */
export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_notes_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * A customer waiting for a place in a full slot (docs/decisions/024-waitlist.md): told, in the
 * order they asked, each time a place there frees; the entry ends when the customer books
 * that slot, leaves the list, or the slot starts. In a section that books by service
 * (docs/decisions/043-waitlist-by-service.md) an entry waits for a service on a day instead,
 * with one member or anyone (`memberId` null): it has no time, and `startsAt` is the end of
 * that day, when the entry ends.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** The order of asking: a sequence, so two entries in one millisecond still have one. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** A day's entry for a service (null: a slot's entry). */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    /** The member a service entry waits for; null: anyone who does the service. */
    memberId: uuid('member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    appointmentDate: text('appointment_date').notNull(),
    /** The slot's time; null for a service entry, which waits for the whole day. */
    appointmentTime: text('appointment_time'),
    /** When the entry ends: the slot's start, or the end of a service entry's day. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** When the customer was last told a place freed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_one_entry_per_customer')
      .on(t.sectionId, t.startsAt, t.userId)
      .where(sql`service_id is null`),
    uniqueIndex('waitlist_one_service_day_per_customer')
      .on(t.serviceId, t.appointmentDate, t.userId)
      .where(sql`service_id is not null`),
    index('waitlist_slot_order_idx').on(t.sectionId, t.startsAt, t.seq),
    // Who waits on the day a member's time frees, in the order they asked.
    index('waitlist_service_day_idx')
      .on(t.businessId, t.appointmentDate, t.seq)
      .where(sql`service_id is not null`),
    index('waitlist_starts_idx').on(t.startsAt),
    // A slot's entry has a time and no service; a service's has a day and no time.
    check(
      'waitlist_entry_kind_check',
      sql`(service_id is null and member_id is null and appointment_time is not null) or (service_id is not null and appointment_time is null)`,
    ),
  ],
);

/**
 * Reminder e-mails sent (or being sent): one per appointment, kind and start, so each is sent
 * once, and a moved appointment is reminded of its new time. Written by the reminder job in
 * the transaction that queues the e-mail (modules/appointments/reminders.ts).
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'24h' | '2h'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.kind, t.startsAt] })],
);

/**
 * Strikes against a customer at a business (docs/decisions/055): a late cancellation by the
 * customer, or a no-show the owner or staff marked. One of each kind per appointment; a
 * no-show's goes when the mark is taken back. `at`: the cancellation, or the appointment's
 * start for a no-show. Forgiven by the owner: kept, with who and when, and no longer counted.
 * The booking context counts them (businesses/booking-context.ts, strikes_customer_idx).
 */
export const customerStrikes = pgTable(
  'customer_strikes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StrikeKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    forgivenAt: timestamp('forgiven_at', { withTimezone: true }),
    forgivenBy: uuid('forgiven_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('strikes_one_per_appointment_kind').on(t.appointmentId, t.kind),
    index('strikes_customer_idx').on(t.userId, t.businessId, t.at),
    check('strikes_kind_check', sql`${t.kind} in ('late-cancellation', 'no-show')`),
  ],
);

/**
 * A deposit asked at booking (decision 056), one per appointment: pending while its place is
 * held (until `pay_by`), then paid, released, refunding, refunded or kept. `held_mails` are the
 * booking's e-mails, queued when it is paid (a place released never mailed anyone) and cleared
 * then or at its release.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The customer who pays; the appointment's (the row goes with the account's appointments). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    /** The connected account the checkout and the refund are made on. */
    stripeAccountId: text('stripe_account_id').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    heldMails: jsonb('held_mails').$type<unknown[]>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundAskedAt: timestamp('refund_asked_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_appointment_idx').on(t.appointmentId),
    index('deposits_user_idx').on(t.userId),
    index('deposits_payment_intent_idx').on(t.paymentIntentId),
    // The sweeper's and the refund worker's work lists: small, as few are ever waiting.
    index('deposits_pending_pay_by_idx')
      .on(t.payBy)
      .where(sql`status = 'pending'`),
    index('deposits_refunding_idx')
      .on(t.refundAskedAt)
      .where(sql`status = 'refunding'`),
    check(
      'deposits_status_check',
      sql`${t.status} in (${sql.raw(DEPOSIT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('deposits_amount_check', sql`${t.amountCents} > 0`),
  ],
);
