import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appointments, businesses, sections, users } from '../src/db/schema.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import { seedDemoData, seedDemoIfEmpty } from '../src/modules/seed/demo.ts';
import { call, expectAnswer } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

const count = async (t: TestApp, table: typeof users | typeof businesses | typeof appointments) =>
  Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

describe(`demo data on an empty development database (${engine})`, () => {
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Tuesday 3 March 2026, 09:00 in Auckland.
    t.setNow('2026-03-02T20:00:00Z');
    t.ctx.log = {
      info: (m: unknown) => logged.push(String(m)),
      error: () => {},
    } as unknown as FastifyBaseLogger;
  });
  afterAll(() => t.close());

  it('seeds once, even when two processes start together, and logs the credentials', async () => {
    const results = await Promise.all([seedDemoData(t.ctx), seedDemoData(t.ctx)]);
    expect(results.sort()).toEqual([false, true]);
    expect(logged).toContain('demo customer: customer@timeapp.nz / Customer@123');
    expect(logged).toContain('demo owner: owner@timeapp.nz / Owner@123');
    expect(logged).toContain('demo operator: operator@timeapp.nz / Operator@123');
  });

  it('shows each plan state: in trial, waiting for referrals (not listed), active', async () => {
    const byName = async (name: string) => {
      const [row] = await t.ctx.db.select().from(businesses).where(eq(businesses.name, name));
      return expectAnswer(await call.get(t, row!.id), 200).data;
    };
    expect((await byName('Grey Lynn Pet Grooming')).bookable).toBe(false);
    expect(expectAnswer(await call.search(t, 'name=Grey%20Lynn%20Pet'), 200).data).toEqual([]);
    const rows = await t.ctx.db.select().from(businesses);
    const paid = rows.filter((b) => b.paidThrough !== null);
    expect(paid).toHaveLength(1);
    expect((await byName(paid[0]!.name)).bookable).toBe(true);
    expect((await byName('Octagon Bistro')).bookable).toBe(true);
  });

  it('does not seed again on the next start', async () => {
    const before = [
      await count(t, users),
      await count(t, businesses),
      await count(t, appointments),
    ];
    logged.length = 0;
    expect(await seedDemoData(t.ctx)).toBe(false);
    await seedDemoIfEmpty(t.ctx);
    expect([
      await count(t, users),
      await count(t, businesses),
      await count(t, appointments),
    ]).toEqual(before);
    expect(logged).toEqual([]);
  });

  it('creates verified demo accounts that accept the documented passwords', async () => {
    const [customer] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@timeapp.nz'));
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, 'owner@timeapp.nz'));
    expect(customer!.verified && owner!.verified).toBe(true);
    expect(await verifyPassword('Customer@123', customer!.passwordHash)).toBe(true);
    expect(await verifyPassword('Owner@123', owner!.passwordHash)).toBe(true);
    const owners = await t.ctx.db
      .select({ verified: users.verified })
      .from(users)
      .innerJoin(businesses, eq(businesses.ownerId, users.id));
    expect(owners.every((o) => o.verified)).toBe(true);
  });

  it("gives the owner 'Ponsonby Hair Studio' with a slot section and a request section", async () => {
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, 'owner@timeapp.nz'));
    const [studio] = await t.ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.ownerId, owner!.id));
    const data = expectAnswer(await call.get(t, studio!.id), 200).data;
    expect(data).toMatchObject({
      name: 'Ponsonby Hair Studio',
      category: '0',
      address: { city: 'Auckland', suburb: 'Ponsonby' },
    });
    expect(data.section).toEqual([
      expect.objectContaining({
        sectionName: 'Haircut',
        businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        businessHours: ['09:00', '17:00'],
        regularOffHours: ['12:00', '13:00'],
        slotDuration: 30,
        appointmentPerSlot: 2,
        customRequest: false,
      }),
      expect.objectContaining({
        sectionName: 'Colour consultation',
        businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        businessHours: ['10:00', '16:00'],
        customRequest: true,
      }),
      expect.objectContaining({ sectionName: 'Cut & colour' }),
    ]);
    expect(data.rating.count).toBeGreaterThan(0);
  });

  it('gives the salon a team of three who book by service, a colour with a buffer among them', async () => {
    const [studio] = await t.ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.name, 'Ponsonby Hair Studio'));
    const base = `/api/v1.1/business/${studio!.id}`;
    const team = (await t.app.inject({ method: 'GET', url: `${base}/team` })).json().data;
    expect(team.map((m: { name: string }) => m.name)).toEqual([
      'Aroha Parata',
      'Tama Rewi',
      'Mere Clarke',
    ]);
    // Aroha's Thursday runs late, after a lunch break.
    expect(team[0].hours.TH).toEqual([
      ['09:00', '12:30'],
      ['13:30', '20:00'],
    ]);
    const offered = (await t.app.inject({ method: 'GET', url: `${base}/services` })).json().data;
    const colour = offered.find((sv: { name: string }) => sv.name === 'Colour');
    expect(colour).toMatchObject({ durationMinutes: 120, bufferAfterMinutes: 15 });
    expect(colour.memberIds).toEqual([team[0]._id, team[2]._id]);
    // The demo customer's colour with Aroha on Friday 6 March at 10:00 holds her until 12:15, so
    // her morning (09:00-12:30) has no room for another; her afternoon (13:30-17:30) takes a
    // colour and its clean-up from 13:30 to 15:15, every 15 minutes.
    const days = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/services/${colour._id}/availability?from=2026-03-06&member=${team[0]._id}`,
      })
    ).json().data.days;
    const times = days[0].times.map((x: { time: string }) => x.time);
    expect(times).toEqual(['13:30', '13:45', '14:00', '14:15', '14:30', '14:45', '15:00', '15:15']);
  });

  it('gives the customer appointments in every status around today, some waiting', async () => {
    const [customer] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@timeapp.nz'));
    const mine = await t.ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.userId, customer!.id));
    expect(new Set(mine.map((a) => a.status))).toEqual(new Set([0, 1, 2]));
    const dates = mine.map((a) => a.appointmentDate);
    expect(dates).toContain('2026-03-03'); // today
    expect(dates).toContain('2026-03-04'); // tomorrow
    expect(dates).toContain('2026-03-10'); // next week
    expect(dates).toContain('2026-02-24'); // last week
    expect(mine.filter((a) => a.status === 0).length).toBeGreaterThan(0);
    expect(mine.find((a) => a.status === 2)!.cancellationReason).not.toBe('');
  });

  it("shows the customer's own place in tomorrow's grid, next to a full slot", async () => {
    const [customer] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@timeapp.nz'));
    const token = await t.ctx.tokens.sign({ id: customer!.id, verified: true });
    const [haircut] = await t.ctx.db
      .select()
      .from(sections)
      .where(eq(sections.sectionName, 'Haircut'));
    const data = expectAnswer(
      await call.slots(t, haircut!.businessId, haircut!.id, '2026-03-04', { token }),
      200,
    ).data;
    expect(data.slots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({
      mine: true,
      free: 0,
      taken: 2,
    });
  });

  it('lets search find businesses across New Zealand', async () => {
    expect(await count(t, businesses)).toBeGreaterThanOrEqual(9);
    const wellington = expectAnswer(
      await call.search(t, 'city=wellington&suburb=te%20aro'),
      200,
    ).data;
    expect(wellington.length).toBeGreaterThanOrEqual(2);
    for (const city of ['Christchurch', 'Hamilton', 'Dunedin']) {
      expect(expectAnswer(await call.search(t, `city=${city}`), 200).data.length).toBeGreaterThan(
        0,
      );
    }
    const newmarket = expectAnswer(await call.search(t, 'suburb=Newmarket'), 200).data;
    expect(newmarket.length).toBe(1);
    const restaurants = expectAnswer(await call.search(t, 'category=8'), 200).data;
    const bistro = expectAnswer(await call.get(t, restaurants[0]._id), 200).data;
    expect(bistro.section[0].customRequest).toBe(true);
    // It seats at most 24 people starting in a half hour (docs/product-rules.md 10).
    expect(bistro.section[0].maxCovers).toBe(24);
  });

  it('gives every demo business its own cover picture and a page at /b/{slug}', async () => {
    const rows = await t.ctx.db.select().from(businesses);
    const covers = rows.map((b) => b.photos[0]);
    expect(covers.every((c) => c?.startsWith('/uploads/'))).toBe(true);
    expect(new Set(covers).size).toBe(rows.length);
    const picture = await t.app.inject({ method: 'GET', url: covers[0]! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const studio = rows.find((b) => b.name === 'Ponsonby Hair Studio')!;
    expect(studio.slug).toBe('ponsonby-hair-studio');
    expect((await t.app.inject({ method: 'GET', url: '/b/ponsonby-hair-studio' })).statusCode).toBe(
      200,
    );
  });
});
