import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { ratings } from '../src/db/schema.ts';
import {
  booked,
  changeStatus,
  listAppointments,
  MONDAY_MORNING,
  readAppointment,
  recordAttendance,
  TUESDAY,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

const FRIDAY = '2026-03-06';
const NEXT_MONDAY = '2026-03-09';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`who may see and change an appointment (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let ann: GivenUser; // customer A, the booker
  let ben: GivenUser; // customer B
  let salon: GivenBusiness;
  let annTuesday: string;
  let annLater: string;

  const at = (appointmentDate: string, appointmentTime: string, section = 0) => ({
    businessId: salon.id,
    sectionId: salon.sectionIds[section]!,
    appointmentDate,
    appointmentTime,
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    otherOwner = await givenUser(t.ctx, { firstName: 'Oscar', lastName: 'Other' });
    ann = await givenUser(t.ctx, {
      firstName: 'Ann',
      lastName: 'Able',
      profileImage: '/uploads/ann.webp',
    });
    ben = await givenUser(t.ctx, { firstName: 'Ben', lastName: 'Brown' });
    salon = await givenBusiness(
      t.ctx,
      owner.id,
      { name: 'Cut Above', photos: ['/uploads/front.webp'] },
      [{ sectionName: 'Haircut' }, { sectionName: 'Colour' }],
    );
    await givenBusiness(t.ctx, otherOwner.id, { name: 'Elsewhere' });
    // Booked out of order: lists come back by start time.
    await booked(t.app, ann, at(FRIDAY, '10:00'));
    annTuesday = await booked(t.app, ann, at(TUESDAY, '14:00'));
    await booked(t.app, ann, at(NEXT_MONDAY, '09:00', 1));
    await booked(t.app, ben, at(TUESDAY, '14:00'));
    await booked(t.app, ben, at(FRIDAY, '11:00', 1));
    annLater = await booked(t.app, ann, at(TUESDAY, '16:00'));
  });
  afterAll(() => t.close());

  describe('reading one appointment', () => {
    it('the customer who booked it sees it with the business and themself', async () => {
      const res = await readAppointment(t.app, ann, annTuesday);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        _id: annTuesday,
        userId: ann.id,
        sectionName: 'Haircut',
        appointmentDate: TUESDAY,
        appointmentTime: '14:00',
        status: 0,
        business: {
          name: 'Cut Above',
          contactNumber: '093761234',
          photos: ['/uploads/front.webp'],
        },
        user: { firstName: 'Ann', lastName: 'Able', profileImage: '/uploads/ann.webp' },
      });
      expect(res.json().data).not.toHaveProperty('customerRating');
    });

    it('the owner of the business sees it with the customer and their rating of them', async () => {
      const res = await readAppointment(t.app, owner, annTuesday);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ user: { firstName: 'Ann' }, customerRating: null });
    });

    it('another customer, another owner and an anonymous caller do not', async () => {
      expect((await readAppointment(t.app, ben, annTuesday)).json()).toEqual({
        code: 403,
        error: 'forbidden',
        message: messages.forbidden,
      });
      expect((await readAppointment(t.app, otherOwner, annTuesday)).statusCode).toBe(403);
      expect((await readAppointment(t.app, null, annTuesday)).json()).toEqual({
        code: 401,
        error: 'unauthorized',
        message: messages.unauthorized,
      });
    });

    it('an unknown or malformed id is not found', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid', '1'])
        expect((await readAppointment(t.app, ann, id)).json()).toEqual({
          code: 404,
          error: 'appointment_not_found',
          message: messages.appointmentNotFound,
        });
    });
  });

  describe('changing one', () => {
    it('customer B cannot cancel A’s appointment, nor can another owner decide on it', async () => {
      expect((await changeStatus(t.app, ben, annTuesday, 2, 'mine now')).statusCode).toBe(403);
      expect((await changeStatus(t.app, otherOwner, annTuesday, 1)).statusCode).toBe(403);
      expect((await changeStatus(t.app, otherOwner, annTuesday, 2, 'no')).statusCode).toBe(403);
      expect((await changeStatus(t.app, null, annTuesday, 2, 'x')).statusCode).toBe(401);
      expect((await readAppointment(t.app, ann, annTuesday)).json().data.status).toBe(0);
    });

    it('only the owner records attendance', async () => {
      const id = annLater;
      expect((await changeStatus(t.app, owner, id, 1)).statusCode).toBe(200);
      expect((await recordAttendance(t.app, ann, id, 'arrived')).statusCode).toBe(403);
      expect((await recordAttendance(t.app, ben, id, 'arrived')).statusCode).toBe(403);
      expect((await recordAttendance(t.app, otherOwner, id, 'arrived')).statusCode).toBe(403);
      expect((await recordAttendance(t.app, null, id, 'arrived')).statusCode).toBe(401);
      const read = await readAppointment(t.app, owner, id);
      expect(read.json().data.attendance).toBeNull();
      t.setNow(read.json().data.startsAt);
      expect((await recordAttendance(t.app, owner, id, 'arrived')).statusCode).toBe(200);
      t.setNow(MONDAY_MORNING);
    });

    it('an unknown or malformed id is not found for a change or attendance', async () => {
      for (const id of [UNKNOWN, 'xyz']) {
        expect((await changeStatus(t.app, owner, id, 1)).json()).toEqual({
          code: 404,
          error: 'appointment_not_found',
          message: messages.appointmentNotFound,
        });
        expect((await recordAttendance(t.app, owner, id, 'arrived')).statusCode).toBe(404);
      }
    });
  });

  describe('listing', () => {
    it('a customer lists only their own appointments, earliest first, shaped for the screens', async () => {
      const res = await listAppointments(t.app, ann);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as {
        userId: string;
        appointmentDate: string;
        appointmentTime: string;
        sectionName: string;
      }[];
      expect(list.every((a) => a.userId === ann.id)).toBe(true);
      expect(list.map((a) => `${a.appointmentDate} ${a.appointmentTime} ${a.sectionName}`)).toEqual(
        [
          `${TUESDAY} 14:00 Haircut`,
          `${TUESDAY} 16:00 Haircut`,
          `${FRIDAY} 10:00 Haircut`,
          `${NEXT_MONDAY} 09:00 Colour`,
        ],
      );
      expect(res.json().data[0]).toMatchObject({
        business: { name: 'Cut Above' },
        user: { firstName: 'Ann', lastName: 'Able', profileImage: '/uploads/ann.webp' },
      });
    });

    it('the owner lists the business’s appointments with each customer and their rating', async () => {
      await t.ctx.db
        .insert(ratings)
        .values({ raterId: owner.id, ratedId: ben.id, ratedKind: 'user', rate: 4 });
      // Another owner's rating of Ben is not this owner's.
      await t.ctx.db
        .insert(ratings)
        .values({ raterId: otherOwner.id, ratedId: ann.id, ratedKind: 'user', rate: 1 });
      const res = await listAppointments(t.app, owner, `?businessId=${salon.id}`);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as {
        user: { firstName: string };
        customerRating: number | null;
        startsAt: string;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.filter((a) => a.user.firstName === 'Ben').map((a) => a.customerRating)).toEqual([
        4, 4,
      ]);
      expect(
        list.filter((a) => a.user.firstName === 'Ann').every((a) => a.customerRating === null),
      ).toBe(true);
      const starts = list.map((a) => Date.parse(a.startsAt));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('the owner filters by section, status and business-local dates', async () => {
      const q = (query: string) =>
        listAppointments(t.app, owner, `?businessId=${salon.id}&${query}`).then(
          (r) =>
            r.json().data as { sectionName: string; appointmentDate: string; status: number }[],
        );
      const colour = await q(`sectionId=${salon.sectionIds[1]}`);
      expect(colour.map((a) => a.appointmentDate)).toEqual([FRIDAY, NEXT_MONDAY]);
      expect((await q(`from=${FRIDAY}&to=${FRIDAY}`)).map((a) => a.appointmentDate)).toEqual([
        FRIDAY,
        FRIDAY,
      ]);
      expect((await q(`from=${NEXT_MONDAY}`)).length).toBe(1);
      expect((await q(`to=${TUESDAY}`)).every((a) => a.appointmentDate === TUESDAY)).toBe(true);
      expect((await q('status=1')).every((a) => a.status === 1)).toBe(true);
      expect(await q('status=2')).toEqual([]);
      expect(await q('sectionId=garbage')).toEqual([]);
    });

    it('a customer, another owner and an anonymous caller cannot list a business', async () => {
      expect((await listAppointments(t.app, ann, `?businessId=${salon.id}`)).json()).toEqual({
        code: 403,
        error: 'forbidden',
        message: messages.forbidden,
      });
      expect(
        (await listAppointments(t.app, otherOwner, `?businessId=${salon.id}`)).statusCode,
      ).toBe(403);
      expect((await listAppointments(t.app, null, `?businessId=${salon.id}`)).statusCode).toBe(401);
      expect((await listAppointments(t.app, null)).statusCode).toBe(401);
      expect((await listAppointments(t.app, owner, `?businessId=${UNKNOWN}`)).json()).toEqual({
        code: 404,
        error: 'business_not_found',
        message: messages.businessNotFound,
      });
    });

    it('another owner’s own list holds none of this business’s appointments', async () => {
      expect((await listAppointments(t.app, otherOwner)).json().data).toEqual([]);
    });

    it('an unverified account is refused, as for every call but creating a business', async () => {
      const newcomer = await givenUser(t.ctx, { verified: false });
      expect((await listAppointments(t.app, newcomer)).statusCode).toBe(403);
    });
  });
});
