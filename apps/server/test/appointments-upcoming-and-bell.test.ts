import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booked,
  changeStatus,
  listAppointments,
  MONDAY,
  MONDAY_MORNING,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const FRIDAY = '2026-03-06';

describe(`the customer's upcoming list and bell (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let ann: GivenUser;
  let ben: GivenUser;
  let salon: GivenBusiness;
  const ids: Record<string, string> = {};

  const at = (appointmentDate: string, appointmentTime: string) => ({
    businessId: salon.id,
    sectionId: salon.sectionIds[0]!,
    appointmentDate,
    appointmentTime,
  });
  const bell = (user: GivenUser | null) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1.1/users/me/bell',
      headers: user ? bearer(user) : {},
    });
  const markSeen = (user: GivenUser | null, payload: unknown = { seen: true }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1.1/users/me/bell',
      headers: user ? bearer(user) : {},
      payload: payload as Record<string, unknown>,
    });
  const note = (user: GivenUser, id: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1.1/appointment/${id}/note`,
      headers: bearer(user),
      payload: { note: text },
    });

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    ann = await givenUser(t.ctx, { firstName: 'Ann', lastName: 'Able' });
    ben = await givenUser(t.ctx, { firstName: 'Ben', lastName: 'Brown' });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' });
    ids.monday = await booked(t.app, ann, at(MONDAY, '10:00'));
    ids.tuesday = await booked(t.app, ann, at(TUESDAY, '10:00'));
    ids.approved = await booked(t.app, ann, at(WEDNESDAY, '10:00'));
    ids.cancelled = await booked(t.app, ann, at(WEDNESDAY, '11:00'));
    ids.rejected = await booked(t.app, ann, at(FRIDAY, '10:00'));
    ids.ben = await booked(t.app, ben, at(FRIDAY, '11:00'));
  });
  afterAll(() => t.close());

  describe('GET /appointment?upcoming=true', () => {
    beforeAll(async () => {
      expect((await changeStatus(t.app, owner, ids.approved!, 1)).statusCode).toBe(200);
      expect((await changeStatus(t.app, ann, ids.cancelled!, 2, 'Plans changed')).statusCode).toBe(
        200,
      );
      expect((await changeStatus(t.app, owner, ids.rejected!, 2, 'Fully booked')).statusCode).toBe(
        200,
      );
    });

    it('lists what is coming: Waiting and Approved, not cancelled or rejected', async () => {
      const res = await listAppointments(t.app, ann, '?upcoming=true');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { _id: string; status: number }[];
      expect(data.map((a) => a._id)).toEqual([ids.monday, ids.tuesday, ids.approved]);
      expect(data.map((a) => a.status)).toEqual([0, 0, 1]);
    });

    it('cancelled and rejected ones are the status=2 list, and the counts add up', async () => {
      const cancelled = (await listAppointments(t.app, ann, '?status=2')).json().data as {
        _id: string;
      }[];
      expect(cancelled.map((a) => a._id).sort()).toEqual([ids.cancelled, ids.rejected].sort());
      const all = (await listAppointments(t.app, ann)).json().data as unknown[];
      expect(all).toHaveLength(5);
    });

    it("keeps today's appointments all day in the business's zone, and drops past days", async () => {
      // Monday 23:30 in Auckland: the 10:00 appointment has started but it is still today.
      t.setNow('2026-03-02T23:30:00+13:00');
      let data = (await listAppointments(t.app, ann, '?upcoming=true')).json().data as {
        _id: string;
      }[];
      expect(data.map((a) => a._id)).toEqual([ids.monday, ids.tuesday, ids.approved]);
      // Tuesday 00:30 in Auckland (Monday 11:30 UTC): Monday is past.
      t.setNow('2026-03-03T00:30:00+13:00');
      data = (await listAppointments(t.app, ann, '?upcoming=true')).json().data;
      expect(data.map((a) => a._id)).toEqual([ids.tuesday, ids.approved]);
      t.setNow(MONDAY_MORNING);
    });

    it('combines with the other filters and refuses a value that is not a boolean', async () => {
      const res = await listAppointments(t.app, ann, '?upcoming=true&status=1');
      expect((res.json().data as { _id: string }[]).map((a) => a._id)).toEqual([ids.approved]);
      const owners = await listAppointments(t.app, owner, `?businessId=${salon.id}&upcoming=true`);
      expect((owners.json().data as unknown[]).length).toBe(4);
      expect((await listAppointments(t.app, ann, '?upcoming=soon')).statusCode).toBe(400);
    });
  });

  describe('the bell', () => {
    it('counts, before it was ever opened, every appointment the business changed', async () => {
      const res = await bell(ann);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.seenAt).toBeNull();
      // Approved and rejected by the owner; Ann's own bookings and cancellation are not news.
      expect(data.unseen).toBe(2);
      expect([...data.appointmentIds].sort()).toEqual([ids.approved, ids.rejected].sort());
    });

    it('opening it marks it seen: the count is 0 and stays so for own changes', async () => {
      t.setNow('2026-03-02T09:00:00+13:00');
      const res = await markSeen(ann);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        seenAt: new Date('2026-03-02T09:00:00+13:00').toISOString(),
        unseen: 0,
        appointmentIds: [],
      });
      t.setNow('2026-03-02T09:05:00+13:00');
      await changeStatus(t.app, ann, ids.tuesday!, 2, 'Busy after all');
      expect((await bell(ann)).json().data.unseen).toBe(0);
    });

    it('counts what the business changed after that, newest first, notes included', async () => {
      t.setNow('2026-03-02T09:10:00+13:00');
      expect((await changeStatus(t.app, owner, ids.monday!, 1)).statusCode).toBe(200);
      t.setNow('2026-03-02T09:20:00+13:00');
      expect((await note(owner, ids.approved!, 'Bring your own towel')).statusCode).toBe(200);
      t.setNow('2026-03-02T09:30:00+13:00');
      expect((await changeStatus(t.app, owner, ids.monday!, 2, 'Power cut')).statusCode).toBe(200);
      const data = (await bell(ann)).json().data;
      expect(data.unseen).toBe(2);
      expect(data.appointmentIds).toEqual([ids.monday, ids.approved]);
    });

    it("is each user's own: Ben's bell counts Ben's appointments, and Ann's marking leaves it", async () => {
      t.setNow('2026-03-02T09:40:00+13:00');
      expect((await changeStatus(t.app, owner, ids.ben!, 1)).statusCode).toBe(200);
      expect((await markSeen(ann)).json().data.unseen).toBe(0);
      const data = (await bell(ben)).json().data;
      expect(data).toMatchObject({ seenAt: null, unseen: 1, appointmentIds: [ids.ben] });
      // The owner's bell (as a customer) has nothing: the owner made those changes.
      expect((await bell(owner)).json().data.unseen).toBe(0);
    });

    it('needs a signed-in, verified caller and a valid body', async () => {
      expect((await bell(null)).statusCode).toBe(401);
      expect((await markSeen(null)).statusCode).toBe(401);
      const unverified = await givenUser(t.ctx, { verified: false });
      expect((await bell(unverified)).statusCode).toBe(403);
      expect((await markSeen(unverified)).statusCode).toBe(403);
      expect((await markSeen(ben, { seen: false })).statusCode).toBe(400);
      expect((await markSeen(ben, {})).statusCode).toBe(400);
      expect((await markSeen(ben, { seen: true, userId: ann.id })).statusCode).toBe(200);
      expect((await bell(ben)).json().data.unseen).toBe(0);
    });
  });
});
