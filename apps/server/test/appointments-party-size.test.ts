import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorId } from '@timeapp/domain/errors';
import { messages } from '@timeapp/domain/messages';
import { aBusinessBody, aRequestSectionInput, aSectionInput } from '@timeapp/domain/testing';
import {
  book,
  changeStatus,
  listAppointments,
  MONDAY_MORNING,
  reschedule,
  TUESDAY,
} from './support/appointments.ts';
import { sections } from '../src/db/schema.ts';
import { call, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Request mode takes a party size, and a request section may seat at most `maxCovers` people
// starting in any half hour of the clock (docs/product-rules.md 10).
describe(`party size and covers in request mode (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let bistro: GivenBusiness; // requests 11:00-22:00, at most 6 people per half hour
  let open: GivenBusiness; // requests, no limit
  const request = (
    where: GivenBusiness,
    appointmentTime: string,
    partySize?: number,
  ): Parameters<typeof book>[2] => ({
    businessId: where.id,
    sectionId: where.sectionIds[0]!,
    appointmentDate: TUESDAY,
    appointmentTime,
    ...(partySize === undefined ? {} : { partySize }),
  });
  const requestSection = { customRequest: true, offStart: null, offEnd: null } as const;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia' });
    bistro = await givenBusiness(t.ctx, owner.id, { name: 'Bistro' }, [
      { ...requestSection, openTime: '11:00', closeTime: '22:00', maxCovers: 6 },
    ]);
    open = await givenBusiness(t.ctx, owner.id, { name: 'Diner' }, [
      { ...requestSection, openTime: '11:00', closeTime: '22:00' },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  const refused = (res: Awaited<ReturnType<typeof book>>, status: number, message: string) =>
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status,
      body: { code: status, error: errorId(status, message), message },
    });

  it('a request carries its party size; without one it is for 2', async () => {
    const four = await book(t.app, await givenUser(t.ctx), request(open, '12:00', 4));
    expect(four.statusCode).toBe(201);
    expect(four.json().data).toMatchObject({ partySize: 4, status: 0 });
    const plain = await book(t.app, await givenUser(t.ctx), request(open, '12:00'));
    expect(plain.json().data).toMatchObject({ partySize: 2 });
  });

  it('refuses a party of 0 or 51, and a party size for a slot booking', async () => {
    const ann = await givenUser(t.ctx);
    refused(await book(t.app, ann, request(open, '13:00', 0)), 400, messages.partySizeRange);
    refused(await book(t.app, ann, request(open, '13:00', 51)), 400, messages.partySizeRange);
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Salon' });
    refused(
      await book(t.app, ann, {
        businessId: salon.id,
        sectionId: salon.sectionIds[0]!,
        appointmentDate: TUESDAY,
        appointmentTime: '10:00',
        partySize: 3,
      }),
      400,
      messages.partySizeRequestsOnly,
    );
  });

  it('seats at most maxCovers people starting in one half hour, and says how many are left', async () => {
    expect(
      (await book(t.app, await givenUser(t.ctx), request(bistro, '19:00', 4))).statusCode,
    ).toBe(201);
    // 19:15 is in the same half hour: 2 seats left.
    refused(
      await book(t.app, await givenUser(t.ctx), request(bistro, '19:15', 3)),
      409,
      messages.coversFull(2),
    );
    expect(
      (await book(t.app, await givenUser(t.ctx), request(bistro, '19:29', 2))).statusCode,
    ).toBe(201);
    refused(
      await book(t.app, await givenUser(t.ctx), request(bistro, '19:10', 1)),
      409,
      messages.coversFull(0),
    );
    // 19:30 starts the next half hour.
    expect(
      (await book(t.app, await givenUser(t.ctx), request(bistro, '19:30', 6))).statusCode,
    ).toBe(201);
  });

  it('a cancelled or declined request frees its seats', async () => {
    const first = await book(t.app, await givenUser(t.ctx), request(bistro, '20:00', 6));
    expect(first.statusCode).toBe(201);
    refused(
      await book(t.app, await givenUser(t.ctx), request(bistro, '20:10', 2)),
      409,
      messages.coversFull(0),
    );
    const declined = await changeStatus(t.app, owner, first.json().data._id, 2, 'Kitchen closed');
    expect(declined.statusCode).toBe(200);
    expect(
      (await book(t.app, await givenUser(t.ctx), request(bistro, '20:10', 2))).statusCode,
    ).toBe(201);
  });

  it('requests sent at once never seat more than maxCovers', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => givenUser(t.ctx)));
    const answers = await Promise.all(
      guests.map((g) => book(t.app, g, request(bistro, '21:00', 2))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
  });

  it('a request moves only where its party fits, its own seats not counted twice', async () => {
    const full = await book(t.app, await givenUser(t.ctx), request(bistro, '17:00', 5));
    expect(full.statusCode).toBe(201);
    const lena = await givenUser(t.ctx);
    const mine = await book(t.app, lena, request(bistro, '16:00', 2));
    const id = mine.json().data._id;
    // 17:00-17:29 has 1 seat left: a party of 2 does not fit.
    refused(
      await reschedule(t.app, lena, id, { appointmentDate: TUESDAY, appointmentTime: '17:15' }),
      409,
      messages.coversFull(1),
    );
    // Within its own half hour it still fits: its 2 seats are its own.
    const within = await reschedule(t.app, lena, id, {
      appointmentDate: TUESDAY,
      appointmentTime: '16:20',
    });
    expect(within.statusCode).toBe(200);
    expect(within.json().data).toMatchObject({ appointmentTime: '16:20', partySize: 2 });
  });

  it("undoing a decline is refused once others took the half hour's seats", async () => {
    const first = await book(t.app, await givenUser(t.ctx), request(bistro, '15:00', 4));
    const id = first.json().data._id;
    expect((await changeStatus(t.app, owner, id, 2, 'Full tonight')).statusCode).toBe(200);
    expect(
      (await book(t.app, await givenUser(t.ctx), request(bistro, '15:10', 3))).statusCode,
    ).toBe(201);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/v1.1/appointment/${id}/undo`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    refused(undone, 409, messages.coversFull(3));
  });

  it("the owner's list shows each request's party size and note", async () => {
    const kiri = await givenUser(t.ctx, { firstName: 'Kiri' });
    await book(t.app, kiri, { ...request(open, '18:00', 5), reason: 'A birthday, one high chair' });
    const res = await listAppointments(t.app, owner, `?businessId=${open.id}&status=0`);
    const mine = res
      .json()
      .data.find((a: { user: { firstName: string } }) => a.user.firstName === 'Kiri');
    expect(mine).toMatchObject({ partySize: 5, reason: 'A birthday, one high chair' });
  });

  it('an owner sets the covers of a request section; a slot section keeps none', async () => {
    const created = expectAnswer(
      await call.create(
        t,
        owner,
        aBusinessBody({
          section: [
            aRequestSectionInput({ sectionName: 'Dinner', maxCovers: 40 }),
            { ...aSectionInput({ sectionName: 'Cuts' }), maxCovers: 40 },
          ],
        }),
      ),
      201,
    ).data;
    expect(created.section.map((s: { maxCovers: number | null }) => s.maxCovers)).toEqual([
      40,
      null,
    ]);
    expect(expectAnswer(await call.get(t, created._id), 200).data.section[0].maxCovers).toBe(40);
    expectAnswer(
      await call.create(
        t,
        owner,
        aBusinessBody({ section: [aRequestSectionInput({ maxCovers: 0 })] }),
      ),
      400,
      messages.maxCoversInvalid,
    );
  });

  it('a walk-in into a request section brings its party and fits the covers', async () => {
    const walkIn = (time: string, partySize?: number, where = bistro) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1.1/business/${where.id}/walk-in`,
        headers: bearer(owner),
        payload: {
          sectionId: where.sectionIds[0],
          appointmentDate: TUESDAY,
          appointmentTime: time,
          name: 'Wiremu Walker',
          phone: '021 555 0199',
          ...(partySize === undefined ? {} : { partySize }),
        },
      });
    const five = await walkIn('14:00', 5);
    expect(five.statusCode).toBe(201);
    expect(five.json().data).toMatchObject({ partySize: 5, status: 1 });
    refused(await walkIn('14:10', 2), 409, messages.coversFull(1));
    expect((await walkIn('14:40')).json().data).toMatchObject({ partySize: 2 });
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Walk-in salon' });
    refused(await walkIn('10:00', 3, salon), 400, messages.partySizeRequestsOnly);
  });

  it('the database keeps covers off a section that books slots', async () => {
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Barber' });
    await expect(
      t.ctx.db.update(sections).set({ maxCovers: 10 }).where(eq(sections.id, salon.sectionIds[0]!)),
    ).rejects.toThrow();
  });
});
