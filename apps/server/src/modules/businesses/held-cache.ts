import { slotsChangedType } from '@timeapp/domain/events';
import type { AppContext } from '../../lib/context.ts';

/**
 * The places held in a section's days, by start instant, kept between reads of its slot grid
 * and availability strip (docs/decisions/052-held-places-cache.md). A 62-day strip reads and
 * aggregates thousands of appointments; most reads repeat what nothing has changed since.
 *
 * A kept day is used only while its section day's count of `slots.changed` events is what it
 * was when the day was read: every change that takes or frees a place writes one in its own
 * transaction, and each read asks for the counts (a cheap index count) in its one statement, so
 * no process serves a day changed by another, however late that one's notification is. The
 * events also drop a section's days ahead of that: at once in the process that committed the
 * change (its publisher), and in the others when the notification arrives, which saves the
 * read that would find the count changed. A day is dropped TTL_MS after it was kept whatever
 * happens (a row written past the product has no event). Whose the places are (`mine`) is never
 * kept: it is read per viewer.
 */

/** Start instant (epoch ms) -> places held. */
export type HeldDay = Map<number, number>;
/** A day as kept: its held places and the section day's count of slots.changed events then. */
export type KeptDay = { held: HeldDay; changes: number };

const TTL_MS = 10_000;
/** Section days kept at most; the oldest go first. */
const MAX_DAYS = 20_000;

export type HeldCache = {
  /** Every day of `dates` as kept, or undefined when any is missing or older than TTL_MS. */
  days(sectionId: string, dates: readonly string[]): KeptDay[] | undefined;
  /** Keeps `days` as just read, each with the count of changes it was read with. */
  keep(sectionId: string, days: ReadonlyMap<string, KeptDay>): void;
  /** Events committed or received: a taken or freed place drops its section's days. */
  changed(events: readonly { type: string; sectionId: string | null }[]): void;
};

const disabled: HeldCache = { days: () => undefined, keep() {}, changed() {} };
const caches = new WeakMap<AppContext, HeldCache>();

/**
 * The cache of `ctx`: one that keeps nothing until `attachHeldCache` wired it to the events
 * that invalidate it (a context without an app, a script's or a test's, reads the database).
 */
export const heldCacheOf = (ctx: AppContext): HeldCache => caches.get(ctx) ?? disabled;

/** Makes and returns `ctx`'s cache; the caller feeds `changed` from both event paths. */
export function attachHeldCache(ctx: AppContext): HeldCache {
  const existing = caches.get(ctx);
  if (existing) return existing;
  // Section -> its kept days, sections in the order they were last filled.
  const sections = new Map<string, Map<string, KeptDay & { until: number }>>();
  let kept = 0;
  const cache: HeldCache = {
    days(sectionId, dates) {
      const now = Date.now();
      const days = sections.get(sectionId);
      const out: KeptDay[] = [];
      for (const date of dates) {
        const day = days?.get(date);
        if (!day || day.until <= now) return undefined;
        out.push(day);
      }
      return out;
    },
    keep(sectionId, fresh) {
      const until = Date.now() + TTL_MS;
      const days = sections.get(sectionId) ?? new Map();
      for (const [date, day] of fresh) {
        if (!days.has(date)) kept++;
        days.set(date, { ...day, until });
      }
      sections.delete(sectionId);
      sections.set(sectionId, days);
      for (const [id, oldest] of sections) {
        if (kept <= MAX_DAYS || id === sectionId) break;
        kept -= oldest.size;
        sections.delete(id);
      }
    },
    changed(events) {
      for (const e of events) {
        if (e.type !== slotsChangedType || !e.sectionId) continue;
        kept -= sections.get(e.sectionId)?.size ?? 0;
        sections.delete(e.sectionId);
      }
    },
  };
  caches.set(ctx, cache);
  return cache;
}
