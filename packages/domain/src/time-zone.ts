import { tzOffset as intlOffset } from '@date-fns/tz';

// Wall-clock <-> instant conversion in an IANA zone. Kept apart from slot rules so the rules
// stay in plain local minutes and only the edges of the engine touch the zone database.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// Reading an offset formats the instant with Intl (several microseconds), and a day of slots
// needs five per slot: the slot grid spent 13 % of its CPU here. Offsets are remembered per
// zone and clock hour when the hour begins and ends on the same offset (no transition inside
// it; tzdata never changes twice within an hour), so a day costs about 26 Intl calls once
// and nothing after. An hour that holds a transition is always asked exactly.
const hourOffsets = new Map<string, number | null>();
const MAX_REMEMBERED_HOURS = 50_000;

function tzOffset(tz: string, instant: Date): number {
  const known = tabledOffset(tz, instant.getTime());
  if (known !== undefined) return known;
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const key = `${tz}|${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const start = intlOffset(tz, new Date(hour * HOUR_MS));
    const end = intlOffset(tz, new Date((hour + 1) * HOUR_MS - 1));
    offset = start === end ? start : null;
    if (hourOffsets.size >= MAX_REMEMBERED_HOURS) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset ?? intlOffset(tz, instant);
}

// A zone's offsets over a stretch of time, as the server reads them from its own zone data and
// sends them with a business (`timezoneOffsets`). A browser's first use of Intl (any formatter)
// loads ICU, 15-35 ms on this host's Chromium, 60-140 ms on a phone: the owner's dashboard and
// the booking screen read the business's "today" before their first request, so that load sat
// in the middle of the first screen's work (docs/performance.md). With the table remembered,
// offsets inside it are read from it; outside it, from Intl as before.
export type ZoneOffsets = {
  /** The end of the stretch (ISO instant, exclusive). */
  until: string;
  /** The first entry starts the stretch; each next one is a change of offset (minutes). */
  changes: Array<{ at: string; offset: number }>;
};

/** How far the table a business carries reaches: a day back, a year and a month ahead. */
export const ZONE_TABLE_DAYS = { before: 1, after: 400 };

const zoneTables = new Map<string, { at: number[]; offsets: number[]; until: number }>();

function tabledOffset(tz: string, ms: number): number | undefined {
  const table = zoneTables.get(tz);
  if (!table || ms >= table.until || ms < table.at[0]!) return undefined;
  let i = table.at.length - 1;
  while (table.at[i]! > ms) i--;
  return table.offsets[i];
}

/** Keeps a zone's table (from the server) for the offsets inside it. */
export function rememberZoneOffsets(tz: string, table: ZoneOffsets): void {
  if (table.changes.length === 0) return;
  zoneTables.set(tz, {
    at: table.changes.map((c) => Date.parse(c.at)),
    offsets: table.changes.map((c) => c.offset),
    until: Date.parse(table.until),
  });
}

/**
 * The zone's offsets from the UTC midnight `before` days back to `after` days ahead of `now`.
 * The offset is read every six hours (no zone has changed twice within six hours) and each
 * change is found to the minute by halving.
 */
export function zoneOffsets(tz: string, now: Date, days = ZONE_TABLE_DAYS): ZoneOffsets {
  const from = Math.floor(now.getTime() / DAY_MS) * DAY_MS - days.before * DAY_MS;
  const until = from + (days.before + days.after) * DAY_MS;
  const step = 6 * HOUR_MS;
  const read = (ms: number) => intlOffset(tz, new Date(ms));
  let last = read(from);
  const changes = [{ at: new Date(from).toISOString(), offset: last }];
  for (let lo = from; lo < until; lo += step) {
    const next = read(lo + step);
    if (next === last) continue;
    let [a, b] = [lo, lo + step];
    while (b - a > 60_000) {
      const mid = a + Math.floor((b - a) / 120_000) * 60_000;
      if (read(mid) === last) a = mid;
      else b = mid;
    }
    changes.push({ at: new Date(b).toISOString(), offset: next });
    last = next;
  }
  return { until: new Date(until).toISOString(), changes };
}

const pad = (n: number) => String(n).padStart(2, '0');

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const localMs = (date: string, minutes: number) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) +
  minutes * 60_000;

/**
 * The instant at which the wall clock in `tz` shows `date` `time`.
 * A time skipped by a daylight-saving change does not exist: null.
 * A time shown twice (clocks go back) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, tz: string): Date | null {
  const local = localMs(date, toMinutes(time));
  // Offsets a day either side bracket any single transition; try each as the answer.
  const offsets = new Set([
    tzOffset(tz, new Date(local - DAY_MS)),
    tzOffset(tz, new Date(local + DAY_MS)),
  ]);
  let best: number | null = null;
  for (const offset of offsets) {
    const utc = local - offset * 60_000;
    if (tzOffset(tz, new Date(utc)) === offset && (best === null || utc < best)) best = utc;
  }
  return best === null ? null : new Date(best);
}

/** What the wall clock in `tz` shows at `instant`. */
export function localParts(
  instant: Date,
  tz: string,
): { date: string; time: string; minutes: number } {
  const shifted = new Date(instant.getTime() + tzOffset(tz, instant) * 60_000).toISOString();
  const time = shifted.slice(11, 16);
  return { date: shifted.slice(0, 10), time, minutes: toMinutes(time) };
}

/** An offset in minutes as ISO 8601 writes it: `+12:00`, `-03:30`. */
export function formatOffset(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 with the zone's offset, e.g. `2026-04-05T09:00:00+12:00`. */
export function formatInstant(instant: Date, tz: string): string {
  const offset = tzOffset(tz, instant);
  const shifted = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${shifted}${formatOffset(offset)}`;
}

/**
 * The zone's offset (minutes east of UTC) for the whole local day `date`, or null when it may
 * change on that day. Every instant of the day lies between its midnight read at UTC+14 and
 * the next midnight read at UTC-12, and no zone changes its offset twice within those 50
 * hours, so equal offsets at both ends mean one offset all day. A change up to a day before or
 * after also gives null (callers then ask the zone per instant, which is exact). A day of slots
 * needs two offset look-ups instead of several per slot.
 */
export function dayOffset(date: string, tz: string): number | null {
  const midnight = localMs(date, 0);
  const first = tzOffset(tz, new Date(midnight - 14 * HOUR_MS));
  const last = tzOffset(tz, new Date(midnight + DAY_MS + 12 * HOUR_MS));
  return first === last ? first : null;
}

/** Epoch milliseconds of `date` at `minutes` past midnight on a day whose offset is `offset`. */
export const instantOnDay = (date: string, minutes: number, offset: number) =>
  localMs(date, minutes) - offset * 60_000;

/** Calendar arithmetic on `YYYY-MM-DD`, free of any zone. */
export function addDays(date: string, days: number): string {
  return new Date(localMs(date, 0) + days * DAY_MS).toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  const d = new Date(localMs(date, 0));
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(localMs(date, 0)).getUTCDay() + 6) % 7;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
