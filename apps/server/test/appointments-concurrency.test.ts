import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import type { App } from '../src/app.ts';
import { book, MONDAY_MORNING, TUESDAY, type BookingBody } from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// PGlite is one connection in one process: requests never overlap there, so only a real
// PostgreSQL server can show whether the database (not the code) prevents overbooking.
describe.runIf(engine === 'postgres')(
  'simultaneous bookings (PostgreSQL only: PGlite runs one query at a time, so nothing can race)',
  () => {
    let t: TestApp;
    let second: TestApp;
    let salon: GivenBusiness; // 2 places per 30-minute slot
    let restaurant: GivenBusiness; // request mode

    beforeAll(async () => {
      t = await createTestApp();
      second = await createSecondTestApp(t);
      const owner = await givenUser(t.ctx);
      salon = await givenBusiness(t.ctx, owner.id);
      restaurant = await givenBusiness(t.ctx, owner.id, { name: 'Bistro' }, [
        { customRequest: true, offStart: null, offEnd: null },
      ]);
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });
    beforeEach(() => {
      t.setNow(MONDAY_MORNING);
      second.setNow(MONDAY_MORNING);
    });

    const slot = (business: GivenBusiness, appointmentTime: string): BookingBody => ({
      businessId: business.id,
      sectionId: business.sectionIds[0]!,
      appointmentDate: TUESDAY,
      appointmentTime,
    });
    const customers = (n: number) => Promise.all(Array.from({ length: n }, () => givenUser(t.ctx)));
    // Refusals are told apart by their stable id, successes by their message.
    const tally = (
      results: { statusCode: number; json(): { error?: string; message: string } }[],
    ) => {
      const count: Record<string, number> = {};
      for (const r of results) {
        const key = `${r.statusCode} ${r.json().error ?? r.json().message}`;
        count[key] = (count[key] ?? 0) + 1;
      }
      return count;
    };
    const heldInDatabase = async (business: GivenBusiness, time: string) => {
      const { rows } = (await t.ctx.db.execute(sql`
        select count(*)::int as n from appointments
         where section_id = ${business.sectionIds[0]}::uuid and appointment_date = ${TUESDAY}
           and appointment_time = ${time} and status in (0, 1)`)) as { rows: { n: number }[] };
      return Number(rows[0]!.n);
    };
    const slotOnGrid = async (app: App, time: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1.1/business/${salon.id}/section/${salon.sectionIds[0]}/slots?date=${TUESDAY}`,
      });
      expect(res.statusCode).toBe(200);
      return (
        res.json().data.slots as { time: string; capacity: number; taken: number; free: number }[]
      ).find((s) => s.time === time);
    };

    it('50 customers at once for a 2-place slot: exactly two get it, 48 hear it is full', async () => {
      const crowd = await customers(50);
      const results = await Promise.all(crowd.map((c) => book(t.app, c, slot(salon, '10:00'))));
      expect(tally(results)).toEqual({
        [`201 ${messages.bookingRequested}`]: 2,
        '409 slot_full': 48,
      });
      expect(await heldInDatabase(salon, '10:00')).toBe(2);
      expect(await slotOnGrid(t.app, '10:00')).toMatchObject({ capacity: 2, taken: 2, free: 0 });
    });

    it('the same with two server processes on one database, requests alternating between them', async () => {
      const crowd = await customers(50);
      const apps = [t.app, second.app];
      const results = await Promise.all(
        crowd.map((c, i) => book(apps[i % 2]!, c, slot(salon, '10:30'))),
      );
      expect(tally(results)).toEqual({
        [`201 ${messages.bookingRequested}`]: 2,
        '409 slot_full': 48,
      });
      expect(await heldInDatabase(salon, '10:30')).toBe(2);
      // Either process tells the same story.
      expect(await slotOnGrid(second.app, '10:30')).toMatchObject({ taken: 2, free: 0 });
      expect(await slotOnGrid(t.app, '10:30')).toMatchObject({ taken: 2, free: 0 });
    });

    it('one customer firing 10 bookings of the same free slot at once holds exactly one place', async () => {
      const [eager] = await customers(1);
      const apps = [t.app, second.app];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => book(apps[i % 2]!, eager!, slot(salon, '11:00'))),
      );
      expect(tally(results)).toEqual({
        [`201 ${messages.bookingRequested}`]: 1,
        '409 already_booked': 9,
      });
      expect(await heldInDatabase(salon, '11:00')).toBe(1);
      expect(await slotOnGrid(t.app, '11:00')).toMatchObject({ taken: 1, free: 1 });
    });

    it('request mode has no capacity, yet one customer still sends only one request per time', async () => {
      const crowd: GivenUser[] = await customers(20);
      const everyone = await Promise.all(
        crowd.map((c) => book(t.app, c, slot(restaurant, '16:17'))),
      );
      expect(tally(everyone)).toEqual({ [`201 ${messages.bookingRequested}`]: 20 });

      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          book([t.app, second.app][i % 2]!, crowd[0]!, slot(restaurant, '16:05')),
        ),
      );
      expect(tally(results)).toEqual({
        [`201 ${messages.bookingRequested}`]: 1,
        '409 already_booked': 9,
      });
    });
  },
);
