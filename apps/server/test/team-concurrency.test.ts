import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { book, MONDAY_MORNING, TUESDAY } from './support/appointments.ts';
import { API } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// A member is never double-booked across processes (docs/product-rules.md 9.4): only a real
// PostgreSQL server runs two transactions at once, so only it can show that the database, not a
// read before the write, keeps a member's stretches apart.
describe.runIf(engine === 'postgres')(
  'simultaneous bookings of people (PostgreSQL, two server processes on one database)',
  () => {
    let t: TestApp;
    let second: TestApp;
    let owner: GivenUser;
    let salon: GivenBusiness;
    const members: string[] = [];
    let cut: string;
    let colour: string;

    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: bearer(owner),
        payload,
      });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json().data._id as string;
    };
    const allDay = Object.fromEntries(
      ['MO', 'TU', 'WE', 'TH', 'FR', 'SA'].map((d) => [d, [['08:00', '18:00']]]),
    );

    beforeAll(async () => {
      t = await createTestApp();
      second = await createSecondTestApp(t);
      t.setNow(MONDAY_MORNING);
      second.setNow(MONDAY_MORNING);
      owner = await givenUser(t.ctx);
      salon = await givenBusiness(t.ctx, owner.id);
      for (const name of ['Aroha', 'Ben', 'Chen'])
        members.push(await post(`/business/${salon.id}/team`, { name, hours: allDay }));
      const sectionId = salon.sectionIds[0]!;
      cut = await post(`/business/${salon.id}/services`, {
        sectionId,
        name: 'Cut',
        durationMinutes: 45,
        bufferAfterMinutes: 10,
        memberIds: members,
      });
      colour = await post(`/business/${salon.id}/services`, {
        sectionId,
        name: 'Colour',
        durationMinutes: 120,
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        startEvery: 30,
        memberIds: members,
      });
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    /** `n` new customers ask at once, alternating between the two processes. */
    const allAtOnce = async (
      n: number,
      ask: (i: number) => { serviceId: string; memberId?: string; appointmentTime: string },
    ) => {
      const crowd = await Promise.all(Array.from({ length: n }, () => givenUser(t.ctx)));
      return Promise.all(
        crowd.map((c, i) =>
          book([t.app, second.app][i % 2]!, c, {
            businessId: salon.id,
            sectionId: salon.sectionIds[0]!,
            appointmentDate: TUESDAY,
            ...ask(i),
          }),
        ),
      );
    };
    const tally = (results: { statusCode: number; json(): { error?: string } }[]) => {
      const count: Record<string, number> = {};
      for (const r of results) {
        const key = `${r.statusCode} ${r.json().error ?? 'booked'}`;
        count[key] = (count[key] ?? 0) + 1;
      }
      return count;
    };
    /** Pairs of place-holding appointments of one member whose blocked stretches overlap. */
    const overlapsInDatabase = async () => {
      const { rows } = (await t.ctx.db.execute(sql`
        select count(*)::int as n from appointments a join appointments b
          on a.member_id = b.member_id and a.id < b.id
         where a.status in (0, 1) and b.status in (0, 1)
           and tstzrange(a.blocked_from, a.blocked_to) && tstzrange(b.blocked_from, b.blocked_to)`)) as {
        rows: { n: number }[];
      };
      return Number(rows[0]!.n);
    };

    it('50 customers at once, one member, cuts and colours at times that all overlap 10:30: exactly one fits', async () => {
      // Every request's stretch contains 10:30: cuts at 10:00, 10:15, 10:30 ([t, t + 55 min));
      // colours at 09:00 and 09:30 ([t - 15 min, t + 135 min)).
      const asks = [
        { serviceId: cut, appointmentTime: '10:00' },
        { serviceId: cut, appointmentTime: '10:15' },
        { serviceId: cut, appointmentTime: '10:30' },
        { serviceId: colour, appointmentTime: '09:00' },
        { serviceId: colour, appointmentTime: '09:30' },
      ];
      const results = await allAtOnce(50, (i) => ({
        memberId: members[0],
        ...asks[i % asks.length]!,
      }));
      expect(tally(results)).toEqual({ '201 booked': 1, '409 member_busy': 49 });
      expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        message: messages.memberBusy,
      });
      expect(await overlapsInDatabase()).toBe(0);
    });

    it("30 customers at once ask 'anyone' for one time with 3 members: exactly 3, one per member", async () => {
      const results = await allAtOnce(30, () => ({ serviceId: cut, appointmentTime: '15:00' }));
      expect(tally(results)).toEqual({ '201 booked': 3, '409 member_busy': 27 });
      const who = results
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json().data.memberId as string);
      expect(new Set(who)).toEqual(new Set(members));
      expect(await overlapsInDatabase()).toBe(0);
    });
  },
);
