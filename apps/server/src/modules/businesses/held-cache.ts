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
/** A day as read: its held places and the section day's count of slots.changed events then. */
export type KeptDay = { held: HeldDay; changes: number };
/** Places held at an instant as kept: shared by every read that uses them, never changed. */
export type KeptPlaces = { readonly taken: number; readonly mine: false };
/**
 * A range as kept: each day's count of changes it was read with, and the held places of the
 * section's kept days by start instant (a superset of the range's: an instant belongs to one
 * local day, so the others are never asked for). The map is replaced, not changed, when days
 * are kept again, so a read that checked these counts uses exactly what it checked.
 */
export type KeptRange = { changes: number[]; held: ReadonlyMap<number, KeptPlaces> };

const TTL_MS = 10_000;
/** Section days kept at most; the oldest go first. */
const MAX_DAYS = 20_000;

export type HeldCache = {
  /** Every day of `dates` as kept, or undefined when any is missing or older than TTL_MS. */
  days(sectionId: string, dates: readonly string[]): KeptRange | undefined;
  /** Keeps `days` as just read, each with the count of changes it was read with. */
  keep(sectionId: string, days: ReadonlyMap<string, KeptDay>): void;
  /** Events committed or received: a taken or freed place drops its section's days. */
  changed(events: readonly { type: string; sectionId: string | null }[]): void;
};

/** A section's kept days (count, expiry, the instants it held) and their places together. */
type KeptSection = {
  days: Map<string, { changes: number; until: number; ats: number[] }>;
  held: Map<number, KeptPlaces>;
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
  const sections = new Map<string, KeptSection>();
  let kept = 0;
  const cache: HeldCache = {
    days(sectionId, dates) {
      const now = Date.now();
      const section = sections.get(sectionId);
      if (!section) return undefined;
      const changes: number[] = [];
      for (const date of dates) {
        const day = section.days.get(date);
        if (!day || day.until <= now) return undefined;
        changes.push(day.changes);
      }
      return { changes, held: section.held };
    },
    keep(sectionId, fresh) {
      const until = Date.now() + TTL_MS;
      const old = sections.get(sectionId);
      // New maps, not the old ones changed: a read between its check and its use keeps
      // what it checked (a miss is a full read of the range anyway; this copies its size).
      const days = new Map(old?.days);
      const held = new Map(old?.held);
      for (const [date, day] of fresh) {
        const before = days.get(date);
        if (before) for (const at of before.ats) held.delete(at);
        else kept++;
        for (const [at, taken] of day.held) held.set(at, { taken, mine: false });
        days.set(date, { changes: day.changes, until, ats: [...day.held.keys()] });
      }
      sections.delete(sectionId);
      sections.set(sectionId, { days, held });
      for (const [id, oldest] of sections) {
        if (kept <= MAX_DAYS || id === sectionId) break;
        kept -= oldest.days.size;
        sections.delete(id);
      }
    },
    changed(events) {
      for (const e of events) {
        if (e.type !== slotsChangedType || !e.sectionId) continue;
        kept -= sections.get(e.sectionId)?.days.size ?? 0;
        sections.delete(e.sectionId);
      }
    },
  };
  caches.set(ctx, cache);
  return cache;
}
