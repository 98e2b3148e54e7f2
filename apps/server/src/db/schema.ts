import { sql } from 'drizzle-orm';
import {
  customType,
  bigserial,
  boolean,
  check,
  date,
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
import type { ReminderChoice } from '@timeapp/domain/businesses';
import type { PlanState, SubscriptionStatus } from '@timeapp/domain/plan';
import { AppointmentStatus, PLACE_HOLDING } from '@timeapp/domain/status';
import type { MailBody, StoredCalendarEntry } from './json-columns.ts';

/** The e-mails the plan-mails job sends an owner (docs/decisions/030). */
export type PlanMailKind =
  'trial-ends-7' | 'trial-ends-1' | 'referrals-closing' | 'paused' | 'resumed';

/**
 * `status in (0, 1)`: the statuses that hold a place (the domain's PLACE_HOLDING), as SQL for
 * the partial index and the queries. The booking function (drizzle/0004) spells the same list;
 * test/appointments-place-holding.test.ts checks both against the constant.
 */
export const holdsPlaceSql = sql.raw(`status in (${PLACE_HOLDING.join(', ')})`);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The postal address users and businesses both carry (v1.1 `address`). */
const addressColumns = () => ({
  country: text('country').notNull().default(''),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull().default(''),
    birthday: text('birthday').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    userType: text('user_type').notNull().default('user'),
    active: boolean('active').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    /**
     * When an address of this account was first proven; never cleared. The clean-up of
     * unverified accounts only removes accounts where this is null.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** A new address asked for in PUT /users; it replaces `email` once its link is opened. */
    pendingEmail: text('pending_email'),
    /** Bumped on a password change or reset: tokens signed with an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the customer last opened the bell: it counts appointments the business (or the
     * system) changed after this. null until first opened, so every such change counts.
     */
    bellSeenAt: timestamp('bell_seen_at', { withTimezone: true }),
    ...addressColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // One account at a time may wait for a given new address, so its link has one meaning.
    uniqueIndex('users_pending_email_key').on(t.pendingEmail),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    aboutBusiness: text('about_business').notNull().default(''),
    ...addressColumns(),
    /** The street line of the address (users have none): the public page and its map link. */
    street: text('street').notNull().default(''),
    category: text('category').notNull(),
    /**
     * The public page's address, /b/{slug}: set from the name by the business_slug trigger
     * (drizzle/0010_business_slugs.sql) on insert and on a rename; '' asks it for one. Every
     * slug a business ever had is kept in business_slugs, so an old link still finds it.
     */
    slug: text('slug').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    referralCount: integer('referral_count').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /**
     * Whether the owner has verified their e-mail address (a business is public only then),
     * copied from users by triggers (drizzle/0015_business_owner_verified.sql) so search needs
     * no look-up of the owner per match.
     */
    ownerVerified: boolean('owner_verified').notNull().default(false),
    timezone: text('timezone').notNull(),
    /**
     * Sum and number of the business's ratings, kept by the ratings_business_totals trigger
     * (drizzle/0002_business_rating_totals.sql) so search can sort by rating without
     * aggregating every match's ratings on each request.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The facts the plan state is computed from (docs/product-rules.md 8, planOf in
     * packages/domain/src/plan.ts); the state itself is never stored.
     */
    /** The code of the business's referral link /r/{code}. */
    referralCode: text('referral_code')
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 10)`),
    /** Bug reports an operator marked valid, each adding 14 days to the trial. */
    validBugReports: integer('valid_bug_reports').notNull().default(0),
    /** The subscription as Stripe last reported it (null: never subscribed). */
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>(),
    /** When the current run of failed payments began (status past_due). */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** When Stripe created the event the subscription columns were last set from. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Marked paid by an operator through this local date, inclusive (no billing configured). */
    paidThrough: date('paid_through', { mode: 'string' }),
    /** Reminder e-mails before approved appointments: '24h', '2h', 'both' or 'none'. */
    reminders: text('reminders').$type<ReminderChoice>().notNull().default('24h'),
    createdAt: createdAt(),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    uniqueIndex('businesses_referral_code_idx').on(t.referralCode),
    uniqueIndex('businesses_stripe_subscription_idx').on(t.stripeSubscriptionId),
    // Partial, case-insensitive name search: a trigram index serves ILIKE '%part%'.
    // fastupdate off: no pending list, which the planner prices as a scan of every pending
    // entry and so chose a sequential scan after a bulk write (rating totals, a data load).
    index('businesses_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('businesses_city_idx').on(sql`lower(${t.city})`, t.category),
    index('businesses_suburb_idx').on(sql`lower(${t.suburb})`),
    index('businesses_category_idx').on(t.category),
    uniqueIndex('businesses_slug_idx').on(t.slug),
  ],
);

/**
 * Every slug a business has had, its current one included (the trigger in
 * drizzle/0010_business_slugs.sql writes them): a slug names one business for good, so a link
 * shared before a rename is answered with a redirect to the new one.
 */
export const businessSlugs = pgTable(
  'business_slugs',
  {
    slug: text('slug').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('business_slugs_business_idx').on(t.businessId)],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sectionName: text('section_name').notNull().default('Default'),
    businessDays: jsonb('business_days').$type<string[]>().notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
    offStart: text('off_start'),
    offEnd: text('off_end'),
    noneRegularOffDays: jsonb('none_regular_off_days').$type<string[]>().notNull().default([]),
    slotDuration: integer('slot_duration').notNull(),
    appointmentPerSlot: integer('appointment_per_slot').notNull(),
    customRequest: boolean('custom_request').notNull().default(false),
    /** NZD cents; null: no price shown. */
    priceCents: integer('price_cents'),
    description: text('description').notNull().default(''),
    /** Request mode: the most people seated starting in a half hour; null, no limit. */
    maxCovers: integer('max_covers'),
    /** 0 active, 1 deleted (soft delete, v1.1 `__v`). */
    version: smallint('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sections_business_idx').on(t.businessId),
    check('sections_price_cents_check', sql`${t.priceCents} >= 0`),
    // Only a request-only section seats covers: the database keeps a slot section's null.
    check(
      'sections_max_covers_check',
      sql`${t.maxCovers} is null or (${t.maxCovers} between 1 and 1000 and ${t.customRequest})`,
    ),
  ],
);

/**
 * The people who do the work (docs/product-rules.md 9): their weekly roster (day code -> list of
 * [start, end] wall times in the business's zone), dates off, and the services they perform
 * (service_members). Removed members keep their row (`removed_at`) so past appointments still
 * name them.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    profileImage: text('profile_image'),
    hours: jsonb('hours').$type<Record<string, [string, string][]>>().notNull().default({}),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    /** Team order: 'anyone' breaks ties by it. */
    position: integer('position').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_members_business_idx').on(t.businessId)],
);

/** What a section offers by the person: length, price, buffers, start step (product-rules 9). */
export const services = pgTable(
  'services',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents'),
    description: text('description').notNull().default(''),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    startEvery: integer('start_every').notNull().default(15),
    position: integer('position').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_business_idx').on(t.businessId),
    check(
      'services_duration_check',
      sql`${t.durationMinutes} between 5 and 480 and ${t.durationMinutes} % 5 = 0`,
    ),
    check(
      'services_buffers_check',
      sql`${t.bufferBeforeMinutes} between 0 and 120 and ${t.bufferAfterMinutes} between 0 and 120`,
    ),
    check('services_start_every_check', sql`${t.startEvery} in (5, 10, 15, 20, 30, 60)`),
    check('services_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Who performs which service. */
export const serviceMembers = pgTable(
  'service_members',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.memberId] }),
    index('service_members_member_idx').on(t.memberId),
  ],
);

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
 * that slot, leaves the list, or the slot starts.
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
    appointmentDate: text('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** When the customer was last told a place freed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_one_entry_per_customer').on(t.sectionId, t.startsAt, t.userId),
    index('waitlist_slot_order_idx').on(t.sectionId, t.startsAt, t.seq),
    index('waitlist_starts_idx').on(t.startsAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

/** One rating per rater and rated; a new one replaces the old. */
export const ratings = pgTable(
  'ratings',
  {
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedId: uuid('rated_id').notNull(),
    ratedKind: text('rated_kind').$type<'business' | 'user'>().notNull(),
    rate: smallint('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.raterId, t.ratedId] }),
    index('ratings_rated_idx').on(t.ratedId),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * forgot-password and resend-verification write a row here whether or not the address is
 * known, and the mail worker resolves it later: the answer costs the same either way.
 */
export const accountRequests = pgTable('account_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'reset' | 'verify'>().notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

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
 * A user's private calendar feed, /calendar/{token}.ics (docs/calendars.md): one per user, only
 * the SHA-256 of its token is kept; renewing replaces it, revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: createdAt(),
});

/** Fixed-window rate-limit counters, shared by every API process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, where several API processes share PostgreSQL (modules/images/store.ts):
 * named by a hash of their bytes, so a name never changes meaning.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

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
 * Plan e-mails to owners already queued by the hourly plan-mails job
 * (modules/plan/mails-job.ts): the key lets each kind go once per business and occasion (the
 * trial's or the referral window's last day, or the number of the state change), and is written
 * in the transaction that queues the e-mail.
 */
export const planMails = pgTable(
  'plan_mails',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanMailKind>().notNull(),
    occasion: text('occasion').notNull(),
    /** For 'paused' and 'resumed': the state the business entered. */
    state: text('state').$type<PlanState>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind, t.occasion] })],
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

/** Stripe webhook events already handled: each event id takes effect once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
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

/** Every operator action: who, what, when (docs/product-rules.md 8.6). */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: id(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt)],
);
