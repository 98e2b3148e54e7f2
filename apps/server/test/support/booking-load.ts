// A booking load for the drills (backup, point-in-time restore, promotion): workers book random
// places through HTTP and record every booking acknowledged (201) with its time, so a drill can
// ask which of them a restored or promoted database still holds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, localParts, weekdayIndex } from '@timeapp/domain/time-zone';
import type { Db } from '../../src/db/client.ts';
import type { AppContext } from '../../src/lib/context.ts';
import { givenBusiness, type GivenBusiness } from './businesses.ts';
import { bearer, givenUser, type GivenUser } from './users.ts';

/** The factory's sections: 09:00-17:00 in 30-minute slots, not available 12:00-13:00. */
const SLOT_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30'].concat([
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
]);

export type BookingScene = { business: GivenBusiness; customers: GivenUser[]; days: string[] };

/**
 * A business with two sections (4 places a slot, 112 a day) and 30 customers, on `openDays` open
 * days: more places than a drill's load takes (80-330 bookings a second here on PostgreSQL; the
 * default 40 days, 4,480 places, last the promotion and embedded drills; the point-in-time
 * drill's minute asks for more), so the load books to the end rather than meeting full slots.
 */
export async function givenBookingScene(ctx: AppContext, openDays = 40): Promise<BookingScene> {
  const owner = await givenUser(ctx);
  const business = await givenBusiness(ctx, owner.id, { name: 'Drill Salon' }, [
    { appointmentPerSlot: 4 },
    { sectionName: 'Colour', appointmentPerSlot: 4 },
  ]);
  const customers = await Promise.all(Array.from({ length: 30 }, () => givenUser(ctx)));
  const today = localParts(new Date(), 'Pacific/Auckland').date;
  const days: string[] = [];
  for (let d = 2; days.length < openDays; d++) {
    const date = addDays(today, d);
    if (weekdayIndex(date) !== 6) days.push(date);
  }
  return { business, customers, days };
}

/** The processes serve the API; a one-page web build is enough. */
export function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TimeApp</title>');
  return dir;
}

export type BookingLoad = {
  /** Every booking answered 201: its id and when the answer arrived (ms since the epoch). */
  acknowledged: { id: string; at: number }[];
  /** 409s (slot full) and anything else (status or network error), counted. */
  conflicts: number;
  failures: number;
  /** When the last failed request (status or network error) ended, ms since the epoch; 0: none. */
  lastFailure: number;
  /** Failures by kind ('503', 'network: fetch failed', ...), counted. */
  failureKinds: Record<string, number>;
  /** Holds the workers between two bookings until `resume` (a quiet moment to mark a time). */
  pause(): Promise<void>;
  resume(): void;
  /** Stops the workers; resolves once each has finished its booking in flight. */
  stop(): Promise<void>;
  /** The longest time between two acknowledged bookings, in ms, from `from` on. */
  longestGap(from: number): number;
};

/** `workers` booking in a loop against `base` (an API process or HAProxy) until stopped. */
export function startBookingLoad(base: string, scene: BookingScene, workers = 8): BookingLoad {
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const load = {
    acknowledged: [] as { id: string; at: number }[],
    conflicts: 0,
    failures: 0,
    lastFailure: 0,
    failureKinds: {} as Record<string, number>,
  };
  const failed = (kind: string) => {
    load.failures += 1;
    load.lastFailure = Date.now();
    load.failureKinds[kind] = (load.failureKinds[kind] ?? 0) + 1;
  };
  let running = true;
  let held: Promise<void> | null = null;
  let release = () => {};
  let inFlight = 0;
  const worker = async () => {
    while (running) {
      if (held) await held;
      inFlight += 1;
      try {
        const res = await fetch(`${base}/api/v1.1/appointment`, {
          method: 'POST',
          headers: { ...bearer(pick(scene.customers)), 'content-type': 'application/json' },
          body: JSON.stringify({
            businessId: scene.business.id,
            sectionId: pick(scene.business.sectionIds),
            appointmentDate: pick(scene.days),
            appointmentTime: pick(SLOT_TIMES),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { data?: { _id: string } };
        if (res.status === 201) load.acknowledged.push({ id: body.data!._id, at: Date.now() });
        else if (res.status === 409) load.conflicts += 1;
        else failed(String(res.status));
      } catch (error) {
        failed(`network: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 50)); // nothing answers: do not spin
      } finally {
        inFlight -= 1;
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    get acknowledged() {
      return load.acknowledged;
    },
    get conflicts() {
      return load.conflicts;
    },
    get failures() {
      return load.failures;
    },
    get lastFailure() {
      return load.lastFailure;
    },
    failureKinds: load.failureKinds,
    async pause() {
      held = new Promise((r) => (release = r));
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 5));
    },
    resume() {
      held = null;
      release();
    },
    async stop() {
      running = false;
      this.resume();
      await done;
    },
    longestGap(from) {
      let last = from;
      let longest = 0;
      for (const { at } of load.acknowledged.filter((a) => a.at >= from)) {
        longest = Math.max(longest, at - last);
        last = at;
      }
      return longest;
    },
  };
}

/** The business's appointment ids a database holds, and its slots over their places. */
export async function heldBookings(db: Db, businessId: string) {
  const held = (await db.execute(sql`
    select id::text from appointments where business_id = ${businessId}::uuid`)) as {
    rows: { id: string }[];
  };
  const over = (await db.execute(sql`
    select a.section_id, a.starts_at, count(*)::int as n
      from appointments a join sections s on s.id = a.section_id
     where a.business_id = ${businessId}::uuid and a.status in (0, 1)
     group by a.section_id, a.starts_at, s.appointment_per_slot
    having count(*) > s.appointment_per_slot`)) as { rows: unknown[] };
  return { ids: new Set(held.rows.map((r) => r.id)), overCapacity: over.rows.length };
}
