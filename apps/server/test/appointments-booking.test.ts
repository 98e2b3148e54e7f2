import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorId } from '@timeapp/domain/errors';
import { messages } from '@timeapp/domain/messages';
import {
  book,
  booked,
  mailsTo,
  MONDAY,
  MONDAY_MORNING,
  SUNDAY,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

describe(`booking an appointment (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness; // Mon-Sat 09:00-17:00, not available 12:00-13:00, 30 min, 2 places
  const slot = (appointmentDate: string, appointmentTime: string) => ({
    businessId: salon.id,
    sectionId: salon.sectionIds[0]!,
    appointmentDate,
    appointmentTime,
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    salon = await givenBusiness(t.ctx, owner.id, {}, [{ noneRegularOffDays: [WEDNESDAY] }]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  const expectRefused = async (
    res: Awaited<ReturnType<typeof book>>,
    status: number,
    message: string,
    error = errorId(status, message),
  ) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status,
      body: { code: status, error, message },
    });
  };

  it('a verified customer books a free slot and gets it back waiting, with what the screens show', async () => {
    const ann = await givenUser(t.ctx, {
      firstName: 'Ann',
      lastName: 'Able',
      profileImage: '/uploads/ann.webp',
    });
    const res = await book(t.app, ann, { ...slot(MONDAY, '10:00'), reason: 'Trim' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ code: 201, message: messages.bookingRequested });
    expect(body.data).toMatchObject({
      userId: ann.id,
      businessId: salon.id,
      sectionId: salon.sectionIds[0],
      sectionName: 'Haircut',
      appointmentDate: MONDAY,
      appointmentTime: '10:00',
      startsAt: '2026-03-02T10:00:00+13:00',
      reason: 'Trim',
      cancellationReason: '',
      status: 0,
      attendance: null,
      business: { name: 'Ponsonby Hair Studio', contactNumber: '093761234', photos: [] },
      user: { firstName: 'Ann', lastName: 'Able', profileImage: '/uploads/ann.webp' },
    });
    expect(body.data).not.toHaveProperty('customerRating');
  });

  it('the owner is told by e-mail that a booking came in', async () => {
    const ben = await givenUser(t.ctx, { firstName: 'Ben', lastName: 'Brown' });
    const id = await booked(t.app, ben, { ...slot(TUESDAY, '14:00'), reason: 'Colour' });
    const mails = await mailsTo(t.ctx, owner.email);
    const mail = mails.find((m) => m.links.some((l) => l.includes(id)));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('TimeApp: New booking request');
    expect(mail!.text).toContain('Ben Brown');
    expect(mail!.text).toContain('Tue 3 Mar, 2:00 PM');
    expect(mail!.text).toContain('Colour');
    expect(mail!.links).toEqual([`http://timeapp.test/view-today-appontment?id=${id}`]);
  });

  it('accepts the ISO instant v1.1 clients send and stores the business-local time', async () => {
    const cara = await givenUser(t.ctx);
    // 21:30 UTC on Monday is 10:30 on Tuesday in Auckland.
    const res = await book(t.app, cara, slot(TUESDAY, '2026-03-02T21:30:00.000Z'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      appointmentDate: TUESDAY,
      appointmentTime: '10:30',
      startsAt: '2026-03-03T10:30:00+13:00',
    });
  });

  it('refuses an instant that falls on another day than the one chosen', async () => {
    const res = await book(t.app, await givenUser(t.ctx), slot(MONDAY, '2026-03-02T21:30:00Z'));
    await expectRefused(res, 400, messages.selectDateTime);
  });

  it('refuses a day the section is not open', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(SUNDAY, '10:00')),
      400,
      messages.offDay,
    );
  });

  it('refuses a holiday (non-regular off day)', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(WEDNESDAY, '10:00')),
      400,
      messages.holiday,
    );
  });

  it('refuses today once the business has closed', async () => {
    t.setNow('2026-03-02T17:30:00+13:00');
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(MONDAY, '16:30')),
      400,
      messages.closedTodaySlots,
    );
  });

  it('refuses the not-available window', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(MONDAY, '12:00')),
      400,
      messages.notAvailableWindow,
    );
  });

  it('refuses a time that is not on a slot boundary', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(MONDAY, '10:15')),
      400,
      messages.notSlotBoundary,
    );
  });

  it('refuses a time outside the business hours', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(MONDAY, '08:00')),
      400,
      messages.outsideHours,
    );
  });

  it('refuses a slot that has already started today, and any earlier day', async () => {
    t.setNow('2026-03-02T10:05:00+13:00');
    const dan = await givenUser(t.ctx);
    await expectRefused(await book(t.app, dan, slot(MONDAY, '10:00')), 400, messages.pastTime);
    await expectRefused(
      await book(t.app, dan, slot('2026-02-28', '10:00')),
      400,
      messages.pastTime,
    );
  });

  it('takes bookings up to one year ahead and not a day more', async () => {
    const eve = await givenUser(t.ctx);
    expect((await book(t.app, eve, slot('2027-03-02', '10:00'))).statusCode).toBe(201);
    await expectRefused(
      await book(t.app, eve, slot('2027-03-03', '10:00')),
      400,
      messages.tooFarAhead,
    );
  });

  it('refuses a time that is not a time', async () => {
    await expectRefused(
      await book(t.app, await givenUser(t.ctx), slot(MONDAY, 'soon')),
      400,
      messages.selectDateTime,
    );
  });

  it('a slot with two places takes two customers, then answers 409 slot full', async () => {
    const [a, b, c] = [await givenUser(t.ctx), await givenUser(t.ctx), await givenUser(t.ctx)];
    expect((await book(t.app, a, slot(TUESDAY, '09:00'))).statusCode).toBe(201);
    expect((await book(t.app, b, slot(TUESDAY, '09:00'))).statusCode).toBe(201);
    await expectRefused(
      await book(t.app, c, slot(TUESDAY, '09:00')),
      409,
      messages.slotFull,
      'slot_full',
    );
  });

  it('a customer who already holds a place in a slot cannot take a second one', async () => {
    const fay = await givenUser(t.ctx);
    expect((await book(t.app, fay, slot(TUESDAY, '15:00'))).statusCode).toBe(201);
    await expectRefused(
      await book(t.app, fay, slot(TUESDAY, '15:00')),
      409,
      messages.alreadyBooked,
      'already_booked',
    );
    // The same instant written as an ISO instant is the same slot.
    await expectRefused(
      await book(t.app, fay, slot(TUESDAY, '2026-03-03T15:00:00+13:00')),
      409,
      messages.alreadyBooked,
      'already_booked',
    );
  });

  it('answers 404 for an unknown or malformed business, and for a section not in it or deleted', async () => {
    const gus = await givenUser(t.ctx);
    const other = await givenBusiness(t.ctx, (await givenUser(t.ctx)).id);
    const deleted = await givenBusiness(t.ctx, owner.id, {}, [{}, { version: 1 }]);
    const cases: [Record<string, string>, string][] = [
      [{ businessId: '00000000-0000-4000-8000-000000000000' }, messages.businessNotFound],
      [{ businessId: 'not-a-uuid' }, messages.businessNotFound],
      [{ sectionId: other.sectionIds[0]! }, messages.sectionNotFound],
      [{ sectionId: 'nope' }, messages.sectionNotFound],
      [{ businessId: deleted.id, sectionId: deleted.sectionIds[1]! }, messages.sectionNotFound],
    ];
    for (const [change, message] of cases)
      await expectRefused(
        await book(t.app, gus, { ...slot(TUESDAY, '11:00'), ...change }),
        404,
        message,
      );
  });

  it('an owner cannot book in their own business', async () => {
    await expectRefused(
      await book(t.app, owner, slot(TUESDAY, '11:00')),
      403,
      messages.ownBusinessBooking,
    );
  });

  it('an unverified account gets 403 and an anonymous caller 401', async () => {
    const unverified = await givenUser(t.ctx, { verified: false });
    await expectRefused(
      await book(t.app, unverified, slot(TUESDAY, '11:00')),
      403,
      messages.loginUnverified,
    );
    await expectRefused(
      await book(t.app, null, slot(TUESDAY, '11:00')),
      401,
      messages.unauthorized,
    );
  });

  describe('across daylight-saving changes in Auckland', () => {
    let night: GivenBusiness; // open Sunday 01:00-05:00, 30-minute slots
    const at = (appointmentDate: string, appointmentTime: string) => ({
      businessId: night.id,
      sectionId: night.sectionIds[0]!,
      appointmentDate,
      appointmentTime,
    });
    beforeAll(async () => {
      night = await givenBusiness(t.ctx, owner.id, { name: 'Night Owl' }, [
        {
          businessDays: ['Sunday'],
          openTime: '01:00',
          closeTime: '05:00',
          offStart: null,
          offEnd: null,
        },
      ]);
    });

    it('when clocks go back, a repeated wall time is its first occurrence and later ones carry the new offset', async () => {
      const kim = await givenUser(t.ctx);
      const early = await book(t.app, kim, at('2026-04-05', '02:30'));
      expect(early.json().data.startsAt).toBe('2026-04-05T02:30:00+13:00');
      const late = await book(t.app, kim, at('2026-04-05', '03:00'));
      expect(late.json().data.startsAt).toBe('2026-04-05T03:00:00+12:00');
    });

    it('when clocks go forward, the skipped half-hours cannot be booked', async () => {
      const lou = await givenUser(t.ctx);
      await expectRefused(
        await book(t.app, lou, at('2026-09-27', '02:00')),
        400,
        messages.notAvailableWindow,
      );
      await expectRefused(
        await book(t.app, lou, at('2026-09-27', '02:30')),
        400,
        messages.notAvailableWindow,
      );
      const after = await book(t.app, lou, at('2026-09-27', '03:00'));
      expect(after.json().data).toMatchObject({
        appointmentTime: '03:00',
        startsAt: '2026-09-27T03:00:00+13:00',
      });
    });
  });

  describe('request mode (customRequest)', () => {
    let restaurant: GivenBusiness;
    const request = (appointmentDate: string, appointmentTime: string) => ({
      businessId: restaurant.id,
      sectionId: restaurant.sectionIds[0]!,
      appointmentDate,
      appointmentTime,
    });
    beforeAll(async () => {
      restaurant = await givenBusiness(t.ctx, (await givenUser(t.ctx)).id, { name: 'Bistro' }, [
        {
          customRequest: true,
          offStart: null,
          offEnd: null,
          appointmentPerSlot: 1,
          openTime: '11:00',
          closeTime: '22:00',
        },
      ]);
    });

    it('takes any minute between opening and closing, with no limit on places', async () => {
      const first = await book(t.app, await givenUser(t.ctx), request(TUESDAY, '19:17'));
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ appointmentTime: '19:17', status: 0 });
      expect(
        (await book(t.app, await givenUser(t.ctx), request(TUESDAY, '19:17'))).statusCode,
      ).toBe(201);
      expect(
        (await book(t.app, await givenUser(t.ctx), request(TUESDAY, '21:59'))).statusCode,
      ).toBe(201);
    });

    it('still holds one request per customer for the same time', async () => {
      const hal = await givenUser(t.ctx);
      expect((await book(t.app, hal, request(TUESDAY, '12:05'))).statusCode).toBe(201);
      await expectRefused(
        await book(t.app, hal, request(TUESDAY, '12:05')),
        409,
        messages.alreadyBooked,
        'already_booked',
      );
    });

    it('refuses closing time itself and says so once today is over', async () => {
      const ivy = await givenUser(t.ctx);
      await expectRefused(
        await book(t.app, ivy, request(TUESDAY, '22:00')),
        400,
        messages.outsideHours,
      );
      t.setNow('2026-03-02T22:10:00+13:00');
      await expectRefused(
        await book(t.app, ivy, request(MONDAY, '21:30')),
        400,
        messages.closedTodayRequest,
      );
    });
  });
});
