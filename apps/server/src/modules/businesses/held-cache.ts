import { slotsChangedType } from '@timeapp/domain/events';
import type { AppContext } from '../../lib/context.ts';

/**
 * The places held in a section's days, by start instant, kept between reads of its slot grid
 * and availability strip (docs/decisions/052-held-places-cache.md). A 62-day strip reads and
 * aggregates thousands of appointments; most reads repeat what nothing has changed since.
 *
 * A section's days are dropped when a place in it is taken or freed: at once in the process
 * that committed the change (its publisher), and in every other process when the change's
 * `slots.changed` event arrives (LISTEN, or the hub's sweep and catch-up when a notification
 * was missed). A day is also dropped after TTL_MS whatever happens, so nothing missed can
 * stay wrong for longer. Whose the places are (`mine`) is never kept: it is read per viewer.
 */

/** Start instant (epoch ms) -> places held. */
export type HeldDay = Map<number, number>;

const TTL_MS = 10_000;
/** Section days kept at most; the oldest go first. */
const MAX_DAYS = 20_000;

type Section = { days: Map<string, { held: HeldDay; until: number }>; version: number };

/** A miss: what `keep` needs to know the read was not overtaken by a change. */
export type Ticket = { version: number; at: number };

export type HeldCache = {
  /** Every day of `dates` as kept, or a ticket to keep what the caller reads instead. */
  days(sectionId: string, dates: readonly string[]): HeldDay[] | Ticket;
  /** Keeps `days` as read after a miss, unless the section changed since its ticket. */
  keep(sectionId: string, days: ReadonlyMap<string, HeldDay>, ticket: Ticket): void;
  /** Events committed or received: a taken or freed place drops its section's days. */
  changed(events: readonly { type: string; sectionId: string | null }[]): void;
};

const disabled: HeldCache = {
  days: () => ({ version: -1, at: 0 }),
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
      const out: HeldDay[] = [];
      for (const date of dates) {
        const day = s?.days.get(date);
        if (!day || day.until <= now) return { version: s?.version ?? 0, at: now };
        out.push(day.held);
      }
      return out;
    },
    keep(sectionId, days, ticket) {
      const s = sectionOf(sectionId);
      // Changed while the query ran: what it read may already be old.
      if (s.version !== ticket.version || ticket.version < 0) return;
      const until = ticket.at + TTL_MS;
      for (const [date, held] of days) {
        if (!s.days.has(date)) kept++;
        s.days.set(date, { held, until });
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
