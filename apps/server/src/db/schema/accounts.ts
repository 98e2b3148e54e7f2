// People and what signs them in: users, password resets, account requests, calendar feeds,
// rate limits, passkeys, sign-in challenges, authenticator apps and recovery codes.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, addressColumns, bytea } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull().default(''),
    /**
     * When the user agreed to texts (reminders, decisions) at their mobile number
     * (docs/decisions/054-texts.md); null: no texts. Cleared when they untick it.
     */
    textsConsentAt: timestamp('texts_consent_at', { withTimezone: true }),
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
    /**
     * The user asked to delete the account (docs/decisions/049): final 14 days after, unless
     * they sign in before then. null: not asked.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
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

/**
 * A user's passkeys (WebAuthn credentials, docs/decisions/048): the credential id the
 * authenticator names, its COSE public key, and the signature counter last seen (a clone of
 * the authenticator gives itself away by sending one not above it).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser sends it. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** What the authenticator said it can be reached by ('internal', 'usb', 'hybrid', ...). */
    transports: text('transports').array().notNull().default([]),
    /** Synced between devices (a password manager's) rather than bound to one. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * What one sign-in step hands the browser and takes back once: a WebAuthn challenge (adding or
 * signing in with a passkey) or the ticket between a right password and its second factor.
 * Only the SHA-256 of the state the browser holds is kept; claiming deletes the row, so a
 * challenge is used once. Rows live for minutes; the hourly clean-up drops expired ones.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    stateHash: text('state_hash').primaryKey(),
    purpose: text('purpose').$type<'passkey-add' | 'passkey-sign-in' | 'second-factor'>().notNull(),
    /** The account it was issued for (null: a passkey sign-in, whose account is not known yet). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge (base64url); null for a second-factor ticket. */
    challenge: text('challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * An authenticator app (TOTP, RFC 6238) of an owner, team member or operator. `confirmedAt`
 * null: added but not yet proven with a code, so it does not ask for one at sign-in.
 * `lastStep`: the 30-second step of the last code accepted; a code of that step or an older
 * one is refused, so an overheard code cannot be used again.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, base32 (the authenticator app holds the same). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** One-time recovery codes for when the authenticator app is lost: SHA-256 only, used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
