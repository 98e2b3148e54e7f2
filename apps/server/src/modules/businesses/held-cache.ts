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
 * change (its publisher), and in the others when the notification arrives. A day is dropped
 * after TTL_MS whatever happens. Whose the places are (`mine`) is never kept: it is read per
 * viewer.
 */

/** Start instant (epoch ms) -> places held. */
export type HeldDay = Map<number, number>;
/** A day as kept: its held places and the section day's count of slots.changed events then. */
export type KeptDay = { held: HeldDay; changes: number };

const TTL_MS = 10_000;
/** Section days kept at most; the oldest go first. */
const MAX_DAYS = 20_000;

type Section = { days: Map<string, KeptDay & { until: number }>; version: number };

/** A miss: what `keep` needs to know the read was not overtaken by a change. */
export type Ticket = { version: number; at: number };

export type HeldCache = {
  /** Every day of `dates` as kept, or a ticket to keep what the caller reads instead. */
  days(sectionId: string, dates: readonly string[]): KeptDay[] | Ticket;
  /** A ticket for a read of the section's days now (kept days found out of date). */
  ticket(sectionId: string): Ticket;
  /** Keeps `days` as read after a miss, unless the section changed since its ticket. */
  keep(sectionId: string, days: ReadonlyMap<string, KeptDay>, ticket: Ticket): void;
  /** Events committed or received: a taken or freed place drops its section's days. */
  changed(events: readonly { type: string; sectionId: string | null }[]): void;
};

const disabled: HeldCache = {
  days: () => ({ version: -1, at: 0 }),
  ticket: () => ({ version: -1, at: 0 }),
  keep() {},
  changed() {},
};
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
  // Sections in the order they were last filled, each with its days and a change counter.
  const sections = new Map<string, Section>();
  let kept = 0;
  const sectionOf = (id: string) => {
    let s = sections.get(id);
    if (!s) sections.set(id, (s = { days: new Map(), version: 0 }));
    return s;
  };
  const cache: HeldCache = {
    days(sectionId, dates) {
      const now = Date.now();
      const s = sections.get(sectionId);
      const out: KeptDay[] = [];
      for (const date of dates) {
        const day = s?.days.get(date);
        if (!day || day.until <= now) return { version: s?.version ?? 0, at: now };
        out.push(day);
      }
      return out;
    },
    ticket: (sectionId) => ({ version: sections.get(sectionId)?.version ?? 0, at: Date.now() }),
    keep(sectionId, days, ticket) {
      const s = sectionOf(sectionId);
      // Changed while the query ran: what it read may already be old.
      if (s.version !== ticket.version || ticket.version < 0) return;
      const until = ticket.at + TTL_MS;
      for (const [date, day] of days) {
        if (!s.days.has(date)) kept++;
        s.days.set(date, { ...day, until });
      }
      sections.delete(sectionId);
      sections.set(sectionId, s);
      for (const [id, oldest] of sections) {
        if (kept <= MAX_DAYS || id === sectionId) break;
        kept -= oldest.days.size;
        oldest.days.clear();
      }
    },
    changed(events) {
      for (const e of events) {
        if (e.type !== slotsChangedType || !e.sectionId) continue;
        const s = sectionOf(e.sectionId);
        s.version++;
        kept -= s.days.size;
        s.days.clear();
      }
    },
  };
  caches.set(ctx, cache);
  return cache;
}
