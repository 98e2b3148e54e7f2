// Businesses and what hangs off them: slugs, sections, favourites, ratings, referrals, images,
// the plan e-mails and billing events.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import {
  DEFAULT_POLICY,
  FREE_HOURS,
  STRIKE_CONSEQUENCES,
  STRIKE_LIMIT,
  type StrikeConsequence,
} from '@timeapp/domain/cancellation-policy';
import { DEPOSIT_AMOUNT, DEPOSIT_PERCENT } from '@timeapp/domain/deposits';
import type { DepositKind } from '@timeapp/domain/deposits';
import type { PlanState, SubscriptionStatus } from '@timeapp/domain/plan';
import { id, createdAt, addressColumns, bytea } from './columns.ts';
import { users } from './accounts.ts';

/** The e-mails the plan-mails job sends an owner (docs/decisions/030). */
export type PlanMailKind =
  'trial-ends-7' | 'trial-ends-1' | 'referrals-closing' | 'paused' | 'resumed';

/**
 * A deposit rule (decision 056), on sections and services alike: both columns or neither; an
 * amount in NZD cents ($1 to $10,000) or a percentage of the price (1 to 100).
 */
export const depositColumns = () => ({
  depositKind: text('deposit_kind').$type<DepositKind>(),
  depositValue: integer('deposit_value'),
});

export const depositCheck = (
  table: string,
  t: { depositKind: AnyPgColumn; depositValue: AnyPgColumn },
) =>
  check(
    `${table}_deposit_check`,
    sql`(${t.depositKind} is null and ${t.depositValue} is null) or (${t.depositKind} = 'amount' and ${t.depositValue} between ${sql.raw(String(DEPOSIT_AMOUNT.min))} and ${sql.raw(String(DEPOSIT_AMOUNT.max))}) or (${t.depositKind} = 'percent' and ${t.depositValue} between ${sql.raw(String(DEPOSIT_PERCENT.min))} and ${sql.raw(String(DEPOSIT_PERCENT.max))})`,
  );

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    /**
     * Null only for a closed business whose owner has since deleted their account: the purge
     * detaches it first (privacy/deletion.ts), so its past appointments stay for its customers
     * (businesses_open_has_owner; decision 051). An open business goes with its owner.
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
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
    /**
     * The cancellation policy (docs/decisions/055): free cancellation until this many hours
     * before the start; `strike_limit` strikes in 180 days bring `strike_consequence`. Only
     * 'refuse' exists until deposits add theirs (businesses_strike_consequence_check).
     */
    cancellationFreeHours: integer('cancellation_free_hours')
      .notNull()
      .default(DEFAULT_POLICY.freeHours),
    strikeLimit: integer('strike_limit').notNull().default(DEFAULT_POLICY.strikeLimit),
    strikeConsequence: text('strike_consequence')
      .$type<StrikeConsequence>()
      .notNull()
      .default(DEFAULT_POLICY.consequence),
    /** With consequence 'deposit': what a customer at the limit pays, NZD cents (decision 056). */
    strikeDepositCents: integer('strike_deposit_cents'),
    /** The business's Stripe Connect (Express) account, once it started onboarding (056). */
    stripeAccountId: text('stripe_account_id'),
    /** Whether that account takes payments (Stripe's charges_enabled, as last read or told). */
    depositsReady: boolean('deposits_ready').notNull().default(false),
    /**
     * When its owner closed it (decision 051): gone from search, its page and booking; its past
     * appointments stay in its customers' history. No appointment or waitlist entry can be
     * added to it after (the trigger in drizzle/0032).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    check(
      'businesses_cancellation_free_hours_check',
      sql`${t.cancellationFreeHours} between ${sql.raw(String(FREE_HOURS.min))} and ${sql.raw(String(FREE_HOURS.max))}`,
    ),
    check(
      'businesses_strike_limit_check',
      sql`${t.strikeLimit} between ${sql.raw(String(STRIKE_LIMIT.min))} and ${sql.raw(String(STRIKE_LIMIT.max))}`,
    ),
    check(
      'businesses_strike_consequence_check',
      sql`${t.strikeConsequence} in (${sql.raw(STRIKE_CONSEQUENCES.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'businesses_strike_deposit_check',
      sql`(${t.strikeDepositCents} is null or ${t.strikeDepositCents} between ${sql.raw(String(DEPOSIT_AMOUNT.min))} and ${sql.raw(String(DEPOSIT_AMOUNT.max))}) and (${t.strikeConsequence} <> 'deposit' or ${t.strikeDepositCents} is not null)`,
    ),
    uniqueIndex('businesses_stripe_account_idx').on(t.stripeAccountId),
    check('businesses_open_has_owner', sql`${t.ownerId} is not null or ${t.closedAt} is not null`),
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
    /** A slot section's own hours on some days: day code -> intervals; null, businessHours. */
    hoursByDay: jsonb('hours_by_day').$type<Record<string, [string, string][]>>(),
    ...depositColumns(),
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
    // Hours per day are a slot section's: a request section keeps one set of hours.
    check('sections_hours_by_day_check', sql`${t.hoursByDay} is null or not ${t.customRequest}`),
    depositCheck('sections', t),
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

/** Stripe Connect events (deposits, decision 056) already handled: each event id once. */
export const depositEvents = pgTable('deposit_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: each event id takes effect once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * A business offered to another account (decision 051): the link e-mailed to them carries a
 * token whose hash is kept here. It is used once, within 7 days, by that account; a new offer,
 * its withdrawal or the business closing ends it (`endedAt`).
 */
export const businessHandovers = pgTable(
  'business_handovers',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was accepted, withdrawn, replaced or ended by the closing; null while open. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    accepted: boolean('accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_handovers_token_idx').on(t.tokenHash),
    // One open offer per business.
    uniqueIndex('business_handovers_open_idx')
      .on(t.businessId)
      .where(sql`ended_at is null`),
    index('business_handovers_to_idx').on(t.toUserId),
    index('business_handovers_from_idx').on(t.fromUserId),
  ],
);
