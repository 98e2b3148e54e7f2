import { createHash } from 'node:crypto';
import { createTokens } from '../apps/server/src/lib/tokens.ts';
import { nzPlaces, categoryNouns, namePrefixes } from './places.ts';
import {
  SIZED_DAYS,
  SIZED_SECTIONS,
  SPREAD_CAPACITY,
  TEAM_DIARY_DAYS,
  TEAM_SERVICES,
  benchIds,
  nzToday,
  type ServiceTarget,
  type Sizes,
  type Target,
} from './dataset.ts';
import type { Req } from './load.ts';

/** md5(text)::uuid, as the generator derives every id in SQL. */
export const idOf = (key: string) => {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const API = '/api/v1.1';
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A cheap deterministic spread over [0, n): every run asks the same sequence of questions. */
const pick = (i: number, n: number, salt = 0) => (Math.imul(i + salt, 2654435761) >>> 0) % n;

/** The availability scenarios' ranges: the booking strip (14 days) and the most one call answers. */
const AVAILABILITY_DAYS = [14, 62] as const;

export type ScenarioKind = 'read' | 'search' | 'write' | 'hot';

export type Scenario = {
  id: string;
  title: string;
  kind: ScenarioKind;
  /** Which baseline the ratio is taken against. */
  baseline: 'read' | 'write-spread' | 'write-hot' | 'write-service';
  expect: number[];
  next: (i: number) => Req;
  /** A request that tells whether the route exists (404 from the router: not available yet). */
  probe: Req;
  stopAfter?: number;
  note?: string;
};

export type Fixtures = {
  rows: Sizes;
  anchor: string;
  spread: Target[];
  storm: Target;
  /** Free half-hours of the team's members (dataset.ts), one booking each. */
  service: ServiceTarget[];
  secret: string;
};

export type Tokens = {
  customer: (n: number) => string;
  owner: (n: number) => string;
};

/** Session tokens signed with the server's secret: logging in 50,000 times would benchmark scrypt. */
export async function signTokens(
  secret: string,
  customers: number,
  owners: number[],
): Promise<Tokens> {
  const tokens = createTokens(secret);
  const c = await Promise.all(
    Array.from({ length: customers }, (_, n) => tokens.sign({ id: idOf(`c${n}`), verified: true })),
  );
  const o = new Map<number, string>();
  for (const n of owners) o.set(n, await tokens.sign({ id: idOf(`o${n}`), verified: true }));
  return { customer: (n) => c[n % c.length]!, owner: (n) => o.get(n)! };
}

/** Customers with tokens: enough for the spread booking's distinct customers per slot. */
export const tokenCustomers = (rows: Sizes) => Math.min(rows.customers, 10_000);

/** Bookings per spread run: every slot stays below its capacity (all answers should be 201). */
export const spreadBookings = (rows: Sizes, slots: number) =>
  Math.min((SPREAD_CAPACITY - 1) * slots, tokenCustomers(rows) - slots);

export function popularOwners(rows: Sizes): number[] {
  // Sections j with j % 10 = 0 are the busy ones; business j % B owns them.
  const out: number[] = [];
  for (let b = 0; b < rows.businesses && out.length < 200; b += 10) out.push(b);
  return out;
}

/** A customer's booking of one place (POST /appointment). */
export const bookingRequest = (target: Target, token: string): Req => ({
  method: 'POST',
  path: `${API}/appointment`,
  headers: { authorization: `Bearer ${token}` },
  body: JSON.stringify({
    businessId: target.businessId,
    sectionId: target.sectionId,
    appointmentDate: target.date,
    appointmentTime: target.time,
    reason: 'bench',
  }),
});

/** The customer cancels their appointment (PUT /appointment/:id, status 2). */
export const cancelRequest = (id: string, token: string): Req => ({
  method: 'PUT',
  path: `${API}/appointment/${id}`,
  headers: { authorization: `Bearer ${token}` },
  body: JSON.stringify({ status: 2, cancellationReason: 'bench' }),
});

export function buildScenarios(f: Fixtures, t: Tokens): Scenario[] {
  const B = f.rows.businesses;
  const S = f.rows.sections;
  const today = nzToday();
  const cities = nzPlaces.map((p) => p.city);
  const fragments = [
    ...namePrefixes.slice(0, 8).map((w) => w.toLowerCase().slice(0, 4)),
    ...categoryNouns.slice(0, 8).map((w) => w.toLowerCase().split(' ')[0]!.slice(0, 5)),
  ];
  const owners = popularOwners(f.rows);
  // Monday of the anchor week; owners look at weeks from a month back to two months ahead.
  const anchorDow = (new Date(`${f.anchor}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(f.anchor, -anchorDow);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const tc = tokenCustomers(f.rows);

  const sizedSlots = (slots: number, date: string) =>
    `${API}/business/${idOf(benchIds.business)}/section/${idOf(benchIds.sized(slots))}/slots?date=${date}`;

  const sizedAvailability = (slots: number, from: string, to: string) =>
    `${API}/business/${idOf(benchIds.business)}/section/${idOf(benchIds.sized(slots))}/availability?from=${from}&to=${to}`;

  const serviceAvailability = (k: number, from: string, days: number) =>
    `${API}/business/${idOf(benchIds.business)}/services/${idOf(benchIds.service(k))}/availability?from=${from}&days=${days}`;

  const serviceBooking = (target: ServiceTarget, customer: number): Req => ({
    method: 'POST',
    path: `${API}/appointment`,
    headers: auth(t.customer(customer)),
    body: JSON.stringify({
      businessId: idOf(benchIds.business),
      sectionId: idOf(benchIds.team),
      appointmentDate: target.date,
      appointmentTime: target.time,
      serviceId: idOf(benchIds.service(0)),
      memberId: target.memberId,
      reason: 'bench',
    }),
  });

  const booking = (target: Target, customer: number) =>
    bookingRequest(target, t.customer(customer));

  const scenarios: Scenario[] = [
    {
      id: 'search-city',
      title: '1a search by city and category',
      kind: 'search',
      baseline: 'read',
      expect: [200],
      next: (i) => ({
        path: `${API}/business?city=${encodeURIComponent(cities[pick(i, cities.length)]!)}&category=${pick(i, 16, 7)}`,
      }),
      probe: { path: `${API}/business?city=Auckland&category=0` },
    },
    {
      id: 'search-name',
      title: '1b search by partial name',
      kind: 'search',
      baseline: 'read',
      expect: [200],
      next: (i) => ({
        path: `${API}/business?name=${encodeURIComponent(fragments[pick(i, fragments.length)]!)}`,
      }),
      probe: { path: `${API}/business?name=kaur` },
    },
    {
      id: 'business',
      title: '2 GET /business/:id',
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => ({ path: `${API}/business/${idOf(`b${pick(i, B)}`)}` }),
      probe: { path: `${API}/business/${idOf('b0')}` },
    },
    {
      id: 'slots',
      title: '3 slots of a section for a day',
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => {
        const j = pick(i, S);
        return {
          path: `${API}/business/${idOf(`b${j % B}`)}/section/${idOf(`s${j}`)}/slots?date=${addDays(today, pick(i, 60, 3))}`,
        };
      },
      probe: {
        path: `${API}/business/${idOf('b0')}/section/${idOf('s0')}/slots?date=${addDays(today, 1)}`,
      },
    },
    // 3a-3c: one section's day at fixed shapes (16, 48, 96 slots, 4 places, some taken).
    ...SIZED_SECTIONS.map((z, k): Scenario => ({
      id: `slots-${z.slots}`,
      title: `3${'abc'[k]} slots, ${z.slots} a day`,
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => ({ path: sizedSlots(z.slots, addDays(today, pick(i, SIZED_DAYS, k))) }),
      probe: { path: sizedSlots(z.slots, addDays(today, 1)) },
      note: `${z.open}-${z.close} in ${z.minutes}-minute slots, 4 places, a day within ${SIZED_DAYS} days`,
    })),
    // 3d-3e: the booking strip's availability of the 48-slot section, 14 and 62 days from a
    // day within the booked range: one query per call whatever the number of days.
    ...AVAILABILITY_DAYS.map((days, k): Scenario => ({
      id: `availability-${days}`,
      title: `3${'de'[k]} availability, ${days} days of 48 slots`,
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => {
        const from = addDays(today, pick(i, Math.max(1, SIZED_DAYS - days + 1), k + 3));
        return { path: sizedAvailability(48, from, addDays(from, days - 1)) };
      },
      probe: { path: sizedAvailability(48, today, addDays(today, days - 1)) },
      note: `08:00-20:00 in 15-minute slots, 4 places, ${days} days from a day within ${SIZED_DAYS} days`,
    })),
    {
      id: 'customer-list',
      title: "4a a customer's appointments",
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => ({ path: `${API}/appointment`, headers: auth(t.customer(pick(i, tc))) }),
      probe: { path: `${API}/appointment`, headers: auth(t.customer(0)) },
    },
    {
      id: 'owner-week',
      title: "4b an owner's week",
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => {
        const b = owners[pick(i, owners.length)]!;
        const from = addDays(monday, 7 * (pick(i, 13, 5) - 4));
        return {
          path: `${API}/appointment?businessId=${idOf(`b${b}`)}&from=${from}&to=${addDays(from, 6)}`,
          headers: auth(t.owner(b)),
        };
      },
      probe: {
        path: `${API}/appointment?businessId=${idOf('b0')}&from=${monday}&to=${addDays(monday, 6)}`,
        headers: auth(t.owner(0)),
      },
    },
    {
      id: 'booking',
      title: '5 booking, spread over 1,000 slots',
      kind: 'write',
      baseline: 'write-spread',
      expect: [201],
      // Round robin over the slots, customer n for request n: no slot ever reaches its
      // capacity and no customer asks twice for one slot, so every correct answer is a 201.
      next: (i) => booking(f.spread[i % f.spread.length]!, i),
      stopAfter: spreadBookings(f.rows, f.spread.length),
      probe: {
        method: 'POST',
        path: `${API}/appointment`,
        headers: auth(t.customer(0)),
        body: '{}',
      },
      note: `stops after ${spreadBookings(f.rows, f.spread.length).toLocaleString('en')} bookings so every slot stays below its ${SPREAD_CAPACITY} places`,
    },
    // 5a-5c: booking by service (issue 28): the team section of the bench business, 5 members
    // and 20 services, its next 14 days 60 % booked (dataset.ts).
    ...([1, TEAM_DIARY_DAYS] as const).map((days, k): Scenario => ({
      id: `service-availability-${days}`,
      title: `5${'ab'[k]} availability of one service, ${days} day${days > 1 ? 's' : ''}, anyone`,
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => {
        const from = days === 1 ? addDays(today, pick(i, TEAM_DIARY_DAYS, 11)) : today;
        return { path: serviceAvailability(pick(i, TEAM_SERVICES, 13), from, days) };
      },
      probe: { path: serviceAvailability(0, today, days) },
      note: `a random one of ${TEAM_SERVICES} services, 5 members, 60 % of their next ${TEAM_DIARY_DAYS} days booked`,
    })),
    {
      id: 'service-booking',
      title: '5c booking by service, a named member',
      kind: 'write',
      baseline: 'write-service',
      expect: [201],
      // Each request a different free half-hour of a member and a different customer: every
      // correct answer is a 201.
      next: (i) => serviceBooking(f.service[i % f.service.length]!, i),
      stopAfter: Math.min(f.service.length, tc),
      probe: {
        method: 'POST',
        path: `${API}/appointment`,
        headers: auth(t.customer(0)),
        body: '{}',
      },
      note: `stops after ${Math.min(f.service.length, tc).toLocaleString('en')} bookings, one per free half-hour (30-minute service, member named)`,
    },
    {
      id: 'hot',
      title: '6b hot slot, sold out (sustained)',
      kind: 'hot',
      baseline: 'write-hot',
      expect: [409],
      next: (i) => booking(f.storm, 200 + pick(i, tc - 200)),
      probe: {
        method: 'POST',
        path: `${API}/appointment`,
        headers: auth(t.customer(0)),
        body: '{}',
      },
      note: 'every request after the storm is the sold-out path: 409 is the correct answer',
    },
    // 7: what checking a session costs. The same cheap answer (liveness, no database work) with
    // no token, and with a customer's token: the signature is verified and the account's session
    // row read (token version: a password change or reset ends older sessions). The difference
    // between the two rows is the check every signed-in request pays.
    {
      id: 'session-anon',
      title: '7a GET /health, no token',
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: () => ({ path: `${API}/health` }),
      probe: { path: `${API}/health` },
    },
    {
      id: 'session-signed',
      title: '7b GET /health, signed in',
      kind: 'read',
      baseline: 'read',
      expect: [200],
      next: (i) => ({ path: `${API}/health`, headers: auth(t.customer(pick(i, tc))) }),
      probe: { path: `${API}/health`, headers: auth(t.customer(0)) },
      note: 'signature verified and the session row read on every request',
    },
  ];
  return scenarios;
}

/** 6a: 200 customers at once on one slot; afterwards the held places must equal the capacity. */
export async function storm(
  url: string,
  target: Target,
  t: Tokens,
  customers = 200,
): Promise<{ statuses: Record<string, number>; ms: number; p50: number; p99: number }> {
  const body = () =>
    JSON.stringify({
      businessId: target.businessId,
      sectionId: target.sectionId,
      appointmentDate: target.date,
      appointmentTime: target.time,
      reason: 'storm',
    });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: customers }, async (_, n) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}${API}/appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t.customer(n)}` },
          body: body(),
        });
        await res.arrayBuffer();
        return { status: String(res.status), ms: performance.now() - t0 };
      } catch {
        return { status: 'error', ms: performance.now() - t0 };
      }
    }),
  );
  const ms = performance.now() - started;
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const lat = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    statuses,
    ms,
    p50: lat[Math.floor(lat.length / 2)]!,
    p99: lat[Math.floor(lat.length * 0.99)]!,
  };
}
