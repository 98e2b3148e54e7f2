// A business's team and the services they perform (docs/product-rules.md 9).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { businesses, depositCheck, depositColumns, sections } from './businesses.ts';

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
    /**
     * The account that accepted the invitation sent to `email` (docs/product-rules.md 9.8): it
     * signs in to this member's day. Cleared when the address changes.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the open invitation's token (null once accepted or withdrawn), and when sent. */
    inviteTokenHash: text('invite_token_hash').unique('team_members_invite_token_hash_key'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    profileImage: text('profile_image'),
    hours: jsonb('hours').$type<Record<string, [string, string][]>>().notNull().default({}),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    /** Team order: 'anyone' breaks ties by it. */
    position: integer('position').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_members_business_idx').on(t.businessId),
    index('team_members_user_idx').on(t.userId),
  ],
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
    ...depositColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_business_idx').on(t.businessId),
    depositCheck('services', t),
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
