// Covers in request mode (docs/product-rules.md 10): a request-only section may say how many
// people it seats starting in any half hour of the clock, 19:00-19:29, 19:30-19:59, in the
// business's own time. Zod-free, so a screen can use it without the schemas.

/** How many people a request is for: 1 to 50, 2 when it does not say. */
export const PARTY_SIZE = { min: 1, max: 50, byDefault: 2 } as const;

/**
 * The half hour of the clock a request at `startsAt` (the instant of the business-local time
 * `time`, HH:MM) starts in, as instants: counted back from the local minutes, so a zone whose
 * offset is not a whole hour (Pacific/Chatham, +12:45) still gets its own clock's half hours.
 */
export function halfHourOf(startsAt: Date, time: string): { from: Date; to: Date } {
  const intoHalf = Number(time.slice(3, 5)) % 30;
  const from = new Date(startsAt.getTime() - intoHalf * 60_000);
  from.setUTCSeconds(0, 0);
  return { from, to: new Date(from.getTime() + 30 * 60_000) };
}

/** Seats still free in a half hour that seats `maxCovers` where `seated` are already coming. */
export const seatsLeft = (maxCovers: number, seated: number): number =>
  Math.max(0, maxCovers - seated);
