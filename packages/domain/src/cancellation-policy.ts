// A business's cancellation policy (DESIGN.md section 14; docs/decisions/055): free
// cancellation until N hours before the start; a later cancellation by the customer, or a
// no-show, is a strike against that customer at that business; with K strikes in the last
// 180 days the consequence the owner chose applies. Pure: `now` is an argument, and every time
// is an instant (the appointment's start), so the business's time zone plays no part.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Hours before the start until which a customer cancels free: 0 to 72, 24 by default. */
export const FREE_HOURS = { min: 0, max: 72, byDefault: 24 } as const;
/** Strikes in the window that bring the consequence: 1 to 10, 3 by default. */
export const STRIKE_LIMIT = { min: 1, max: 10, byDefault: 3 } as const;
/** Strikes count for this many days (of 24 hours) after they happen. */
export const STRIKE_WINDOW_DAYS = 180;

/**
 * What K strikes bring, as the owner chooses: 'refuse' (may not book online), or 'deposit'
 * (must pay `strikeDepositCents` when the booking asks no deposit of its own; decision 056).
 */
export const STRIKE_CONSEQUENCES = ['refuse', 'deposit'] as const;
export type StrikeConsequence = (typeof STRIKE_CONSEQUENCES)[number];

export const STRIKE_KINDS = ['late-cancellation', 'no-show'] as const;
export type StrikeKind = (typeof STRIKE_KINDS)[number];

export type CancellationPolicy = {
  freeHours: number;
  strikeLimit: number;
  consequence: StrikeConsequence;
  /** With consequence 'deposit': what such a customer pays, in NZD cents (decision 056). */
  strikeDepositCents: number | null;
};

export const DEFAULT_POLICY: CancellationPolicy = {
  freeHours: FREE_HOURS.byDefault,
  strikeLimit: STRIKE_LIMIT.byDefault,
  consequence: 'refuse',
  strikeDepositCents: null,
};

/**
 * Whether a customer's cancellation at `now` is late. Free *until* N hours before includes the
 * moment itself: cancelling exactly N hours before the start is free, a millisecond later is a
 * strike. With N = 0 only a cancellation from the start on would be late (and the customer may
 * not cancel then: decideTransition).
 */
export const isLateCancellation = (startsAt: Date, now: Date, freeHours: number): boolean =>
  startsAt.getTime() - now.getTime() < freeHours * HOUR_MS;

/** The last moment a customer cancels free. */
export const freeCancellationUntil = (startsAt: Date, freeHours: number): Date =>
  new Date(startsAt.getTime() - freeHours * HOUR_MS);

/**
 * The start of the window strikes count in, exclusive: a strike counts while it is less than
 * 180 days (of 24 hours) old. One exactly 180 days old no longer counts. The database reads
 * strikes `at > strikeWindowStart(now)` with this same instant.
 */
export const strikeWindowStart = (now: Date): Date =>
  new Date(now.getTime() - STRIKE_WINDOW_DAYS * DAY_MS);

export type Strike = { at: Date; forgivenAt: Date | null };

/** Whether a strike counts at `now`: not forgiven, and inside the window. */
export const strikeCounts = (s: Strike, now: Date): boolean =>
  s.forgivenAt === null &&
  s.at.getTime() > strikeWindowStart(now).getTime() &&
  s.at.getTime() <= now.getTime();

export const countStrikes = (strikes: readonly Strike[], now: Date): number =>
  strikes.filter((s) => strikeCounts(s, now)).length;

/**
 * What a customer with `strikes` counting strikes meets when booking: null, they book as
 * anyone; otherwise the consequence the owner chose, from the K-th strike on.
 */
export const strikeConsequence = (
  strikes: number,
  policy: Pick<CancellationPolicy, 'strikeLimit' | 'consequence'>,
): StrikeConsequence | null => (strikes >= policy.strikeLimit ? policy.consequence : null);
