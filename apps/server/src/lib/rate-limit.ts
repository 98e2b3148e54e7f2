import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from './context.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from './errors.ts';

/**
 * A fixed window: at most `max` counted events per `windowSeconds`. `message`: what the 429
 * says, when a rule has its own words (the catalogue's `tooMany` otherwise).
 */
export type RateRule = { name: string; max: number; windowSeconds: number; message?: string };

// The one place the limits live (docs/product-rules.md 4.4).
export const rateRules = {
  /** Failed logins per target account. */
  loginFailures: { name: 'login-fail', max: 10, windowSeconds: 15 * 60 },
  /** Failed logins per client address, whichever accounts they name (password spraying). */
  loginFailuresPerAddress: { name: 'login-fail-ip', max: 30, windowSeconds: 15 * 60 },
  forgotPassword: { name: 'forgot', max: 5, windowSeconds: 60 * 60 },
  resendVerification: { name: 'resend', max: 5, windowSeconds: 60 * 60 },
  /**
   * Wrong verification codes per account and day: ten a day over the five days an unverified
   * account lives leave a guesser 50 tries of a million (docs/decisions/046).
   */
  verifyCode: { name: 'verify-code', max: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * Wrong authenticator-app or recovery codes per account and hour (docs/decisions/048): a
   * code is one of three in a million at a time (the step either side is accepted too), so
   * someone who has the password guesses right about once in 1,400 days of trying.
   */
  secondFactorCodes: { name: 'second-factor', max: 10, windowSeconds: 60 * 60 },
  /** Passkey sign-in prompts per client address: each keeps a challenge for five minutes. */
  passkeyPrompts: { name: 'passkey-prompt', max: 100, windowSeconds: 15 * 60 },
  /** Offices and phones share addresses, hence the generous allowance. */
  register: { name: 'register', max: 100, windowSeconds: 60 * 60 },
  contact: { name: 'contact', max: 100, windowSeconds: 60 * 60 },
  /** Fetches of one calendar feed (docs/calendars.md): apps poll every few minutes at most. */
  calendarFeed: { name: 'calendar-feed', max: 60, windowSeconds: 60 * 60 },
  /** Unknown or revoked feed tokens per client address: guessing is pointless, and kept so. */
  calendarFeedUnknown: { name: 'calendar-feed-unknown', max: 100, windowSeconds: 60 * 60 },
  /**
   * Bug reports per account and (UTC) day: a flood from one account buried genuine reports in
   * the console (issue 26).
   */
  bugReports: {
    name: 'bug-report',
    max: 10,
    windowSeconds: 24 * 60 * 60,
    message: messages.bugReportsPerDay,
  },
} satisfies Record<string, RateRule>;

function windowOf(ctx: AppContext, rule: RateRule) {
  const now = ctx.now().getTime();
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return {
    start: new Date(start),
    retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)),
  };
}

const tooMany = (rule: RateRule, retryAfter: number) =>
  new AppError(429, rule.message ?? messages.tooMany, retryAfter);

/**
 * Counters live in the database, so every API process behind a load balancer sees the same
 * numbers. Fixed windows keep it to one row per key and window and one atomic upsert per hit.
 */
export function createRateLimiter(ctx: AppContext) {
  const enabled = () => ctx.config.rateLimit;
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

  return {
    /** Counts one event; throws 429 (with Retry-After) once the window holds more than `max`. */
    async hit(rule: RateRule, subject: string): Promise<void> {
      if (!enabled()) return;
      const { start, retryAfter } = windowOf(ctx, rule);
      const key = keyOf(rule, subject);
      const [row] = await ctx.db
        .insert(rateLimits)
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      if ((row?.count ?? 0) > rule.max) throw tooMany(rule, retryAfter);
    },

    /**
     * Takes back one event counted by `hit` (a login that turned out right): counting first
     * and taking back after keeps simultaneous attempts from all reading the same count.
     */
    async undo(rule: RateRule, subject: string): Promise<void> {
      if (!enabled()) return;
      const { start } = windowOf(ctx, rule);
      await ctx.db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, start)));
    },

    /** Refuses when the window already holds `max` events, without counting this one. */
    async check(rule: RateRule, subject: string): Promise<void> {
      if (!enabled()) return;
      const { start, retryAfter } = windowOf(ctx, rule);
      const [row] = await ctx.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, start)));
      if ((row?.count ?? 0) >= rule.max) throw tooMany(rule, retryAfter);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const limiters = new WeakMap<AppContext, RateLimiter>();

/** The limiter of this application context (one per context, so tests stay isolated). */
export function rateLimiter(ctx: AppContext): RateLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = createRateLimiter(ctx)));
  return limiter;
}

/** Drops windows that began more than a day ago: none is longer than a day, so each has ended. */
export async function cleanupRateLimits(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  await ctx.db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
}
