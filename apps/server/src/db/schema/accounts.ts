// People and what signs them in: users, password resets, account requests, calendar feeds,
// rate limits.
import {
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, addressColumns } from './columns.ts';

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
