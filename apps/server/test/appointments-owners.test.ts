import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { events } from '../src/db/schema.ts';
import { claimDue } from '../src/modules/mail/repository.ts';
import {
  booked,
  book,
  changeStatus,
  listAppointments,
  mailsTo,
  MONDAY_MORNING,
  readAppointment,
  recordAttendance,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { call, givenAppointment } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const API = '/api/v1.1';
const { Waiting, Approved, Cancelled } = AppointmentStatus;
const seconds = (iso: string, s: number) => new Date(new Date(iso).getTime() + s * 1000);

describe(`the owner's day: history, undo, attendance, notes, walk-ins (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let salon: GivenBusiness;
  let customerCount = 0;

  const post = (user: GivenUser | null, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: user ? bearer(user) : {},
      ...(payload ? { payload } : {}),
    });
  const del = (user: GivenUser | null, url: string) =>
    t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: user ? bearer(user) : {} });
  const undo = (user: GivenUser | null, id: string) => post(user, `/appointment/${id}/undo`);
  const note = (user: GivenUser | null, id: string, text: unknown) =>
    post(user, `/appointment/${id}/note`, { note: text });
  const walkIn = (user: GivenUser | null, body: Record<string, unknown>) =>
    post(user, `/business/${salon.id}/walk-in`, {
      sectionId: salon.sectionIds[0],
      appointmentDate: WEDNESDAY,
      appointmentTime: '09:00',
      name: 'Wiremu Walker',
      phone: '021 555 0199',
      ...body,
    });
  const slot = (date: string, time: string) => ({
    businessId: salon.id,
    sectionId: salon.sectionIds[0]!,
    appointmentDate: date,
    appointmentTime: time,
  });
  const aCustomer = () =>
    givenUser(t.ctx, {
      firstName: `Cleo${++customerCount}`,
      lastName: 'Customer',
      mobileNumber: '+64215550199',
    });
  const read = async (user: GivenUser, id: string) =>
    (await readAppointment(t.app, user, id)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    otherOwner = await givenUser(t.ctx, { firstName: 'Otto', lastName: 'Other' });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' });
    await givenBusiness(t.ctx, otherOwner.id, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  describe('status history', () => {
    it('records who booked, declined and cancelled, oldest first', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '09:00'));
      expect(await read(cleo, id)).toMatchObject({
        history: [{ status: Waiting, by: 'customer', reason: '' }],
        cancelledBy: null,
      });

      expect((await changeStatus(t.app, owner, id, Cancelled)).statusCode).toBe(200);
      const declined = await read(cleo, id);
      expect(declined.history.map((h: { by: string }) => h.by)).toEqual(['customer', 'owner']);
      expect(declined.history[1]).toMatchObject({
        status: Cancelled,
        reason: messages.autoCancelReason,
      });
      expect(declined.cancelledBy).toBe('owner');

      const ann = await aCustomer();
      const mine = await booked(t.app, ann, slot(TUESDAY, '09:00'));
      await changeStatus(t.app, ann, mine, Cancelled, 'Feeling unwell');
      expect(await read(owner, mine)).toMatchObject({
        cancelledBy: 'customer',
        history: [{ by: 'customer' }, { by: 'customer', reason: 'Feeling unwell' }],
      });
    });

    it('a list says who cancelled each; the history and notes come when one is opened', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '11:00'));
      expect((await note(owner, id, 'Please bring your card')).statusCode).toBe(200);
      await changeStatus(t.app, cleo, id, Cancelled, 'Away that week');
      const kept = await booked(t.app, cleo, slot(WEDNESDAY, '11:00'));

      const rows = (await listAppointments(t.app, owner, `?businessId=${salon.id}`)).json().data;
      const row = (x: string) => rows.find((r: { _id: string }) => r._id === x);
      expect(row(id)).toMatchObject({ status: Cancelled, cancelledBy: 'customer' });
      expect(row(kept)).toMatchObject({ status: Waiting, cancelledBy: null });
      for (const r of [row(id), row(kept)]) {
        expect(r).not.toHaveProperty('history');
        expect(r).not.toHaveProperty('notes');
      }
      expect((await listAppointments(t.app, cleo)).json().data[0]).not.toHaveProperty('history');

      expect(await read(owner, id)).toMatchObject({
        cancelledBy: 'customer',
        history: [{ by: 'customer' }, { by: 'customer', reason: 'Away that week' }],
        notes: [{ text: 'Please bring your card' }],
      });
    });
  });

  describe('customer details', () => {
    it('the owner sees phone, e-mail, record and rating; the customer sees none of it', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '10:00'));
      // The owner rates customers they have seen: Cleo came once before (product rules 6.1).
      await givenAppointment(t.ctx, {
        userId: cleo.id,
        businessId: salon.id,
        sectionId: salon.sectionIds[0]!,
        date: '2026-02-23',
        time: '10:00',
        status: AppointmentStatus.Approved,
      });
      expect((await call.rate(t, owner, cleo.id, 4)).statusCode).toBe(200);
      expect((await read(owner, id)).customer).toEqual({
        firstName: cleo.firstName,
        lastName: 'Customer',
        phone: '+64215550199',
        // Shown as people read it: the web has no phone formatter of its own.
        phoneDisplay: '021 555 0199',
        email: cleo.email,
        arrived: 0,
        noShows: 0,
        rating: 4,
      });
      const own = await read(cleo, id);
      expect(own.customer).toBeNull();
      expect(own).not.toHaveProperty('customerRating');
      // Another customer cannot read it at all, so never sees these details.
      const ben = await aCustomer();
      expect((await readAppointment(t.app, ben, id)).statusCode).toBe(403);
      const list = (await listAppointments(t.app, cleo)).json().data;
      expect(list.every((a: { customer: unknown }) => a.customer === null)).toBe(true);
    });
  });

  /** The customer's e-mails but their own booking's confirmation. */
  const mailsAfterBooking = async (email: string) =>
    (await mailsTo(t.ctx, email)).filter((m) => !m.subject.endsWith(messages.bookingRequested));

  describe('undo', () => {
    it('reverts an acceptance within 10 s and withdraws its e-mail', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '10:30'));
      expect((await changeStatus(t.app, owner, id, Approved)).statusCode).toBe(200);
      const [held] = await mailsAfterBooking(cleo.email);
      expect(held!.notBefore).toEqual(seconds(MONDAY_MORNING, 10));
      // The worker leaves it while the undo window is open.
      const due = await claimDue(
        t.ctx.db,
        seconds(MONDAY_MORNING, 5),
        seconds(MONDAY_MORNING, 60),
        100,
      );
      expect(due.map((m) => m.id)).not.toContain(held!.id);

      t.setNow(seconds(MONDAY_MORNING, 9));
      const res = await undo(owner, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.undone, data: { status: Waiting } });
      expect(res.json().data.history.at(-1)).toMatchObject({
        status: Waiting,
        by: 'owner',
        reason: messages.undoneReason,
      });
      expect(await mailsAfterBooking(cleo.email)).toEqual([]);
      // An undo cannot itself be undone.
      expect((await undo(owner, id)).json().message).toBe(messages.nothingToUndo);
    });

    it('is refused after 10 s, to customers and to other owners', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '11:00'));
      await changeStatus(t.app, owner, id, Cancelled, 'Closed for a training day');
      expect((await undo(cleo, id)).statusCode).toBe(403);
      expect((await undo(otherOwner, id)).statusCode).toBe(403);
      expect((await undo(null, id)).statusCode).toBe(401);
      t.setNow(seconds(MONDAY_MORNING, 10));
      expect((await undo(owner, id)).json()).toMatchObject({
        code: 409,
        message: messages.undoWindowPassed,
      });
      expect((await read(cleo, id)).status).toBe(Cancelled);
      expect(await mailsAfterBooking(cleo.email)).toHaveLength(1);
    });

    it('does not take back a place someone else took meanwhile', async () => {
      const [a, b, c] = [await aCustomer(), await aCustomer(), await aCustomer()];
      const first = await booked(t.app, a, slot(TUESDAY, '11:30'));
      await booked(t.app, b, slot(TUESDAY, '11:30'));
      await changeStatus(t.app, owner, first, Cancelled);
      // The freed place (2 per slot) goes to c.
      expect((await book(t.app, c, slot(TUESDAY, '11:30'))).statusCode).toBe(201);
      expect((await undo(owner, first)).json()).toMatchObject({
        code: 409,
        message: messages.slotFull,
      });
      expect((await read(a, first)).status).toBe(Cancelled);
    });
  });

  describe('attendance windows', () => {
    it("'Arrived' from 15 minutes before the start, a no-show from the start", async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '13:00'));
      await changeStatus(t.app, owner, id, Approved);
      const start = (await read(owner, id)).startsAt as string;

      t.setNow(seconds(start, -16 * 60));
      expect((await recordAttendance(t.app, owner, id, 'arrived')).json()).toMatchObject({
        code: 409,
        message: messages.arrivedTooEarly,
      });
      t.setNow(seconds(start, -15 * 60));
      expect((await recordAttendance(t.app, owner, id, 'arrived')).statusCode).toBe(200);

      t.setNow(seconds(start, -1));
      expect((await recordAttendance(t.app, owner, id, 'no-show')).json()).toMatchObject({
        code: 409,
        message: messages.noShowTooEarly,
      });
      t.setNow(start);
      const noShow = await recordAttendance(t.app, owner, id, 'no-show');
      expect(noShow.json().data.attendance).toBe('no-show');
      expect((await read(owner, id)).customer).toMatchObject({ arrived: 0, noShows: 1 });
      // The owner's list carries the same record, counted in its one query.
      const listed = (await listAppointments(t.app, owner, `?businessId=${salon.id}`))
        .json()
        .data.find((a: { _id: string }) => a._id === id);
      expect(listed.customer).toMatchObject({ arrived: 0, noShows: 1 });
    });

    it('is undone the same local day only, by the owner only', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '13:30'));
      await changeStatus(t.app, owner, id, Approved);
      const start = (await read(owner, id)).startsAt as string;
      t.setNow(start);
      await recordAttendance(t.app, owner, id, 'arrived');
      expect((await read(owner, id)).customer).toMatchObject({ arrived: 1, noShows: 0 });
      expect((await del(cleo, `/appointment/${id}/attendance`)).statusCode).toBe(403);
      expect((await del(otherOwner, `/appointment/${id}/attendance`)).statusCode).toBe(403);

      // 23:59 that evening in Auckland: still the same day.
      t.setNow(`${TUESDAY}T23:59:00+13:00`);
      const removed = await del(owner, `/appointment/${id}/attendance`);
      expect(removed.json()).toMatchObject({
        message: messages.attendanceRemoved,
        data: { attendance: null, attendanceAt: null },
      });

      t.setNow(start);
      await recordAttendance(t.app, owner, id, 'arrived');
      t.setNow(`${WEDNESDAY}T00:00:00+13:00`);
      expect((await del(owner, `/appointment/${id}/attendance`)).json()).toMatchObject({
        code: 409,
        message: messages.attendanceUndoSameDay,
      });
    });
  });

  describe('contact notes', () => {
    it('e-mails the note to the customer and keeps it on the appointment', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '14:00'));
      const res = await note(owner, id, '  Please bring your reference photos.  ');
      expect(res.json()).toMatchObject({
        message: messages.noteSent,
        data: { notes: [{ text: 'Please bring your reference photos.' }] },
      });
      const [mail] = await mailsAfterBooking(cleo.email);
      expect(mail!.subject).toContain('Cut Above');
      expect(mail!.text).toContain('Please bring your reference photos.');
      expect((await read(cleo, id)).notes).toHaveLength(1);
      const [event] = await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(1);
      expect(event).toMatchObject({ type: 'appointment.changed', customerId: cleo.id });
    });

    it('is for the owner only, 1 to 1000 characters', async () => {
      const cleo = await aCustomer();
      const id = await booked(t.app, cleo, slot(TUESDAY, '14:30'));
      expect((await note(cleo, id, 'Hi')).statusCode).toBe(403);
      expect((await note(otherOwner, id, 'Hi')).statusCode).toBe(403);
      expect((await note(owner, id, '   ')).json().message).toContain(messages.noteRequired);
      expect((await note(owner, id, 'x'.repeat(1001))).statusCode).toBe(400);
      expect((await note(owner, id, 'x'.repeat(1000))).statusCode).toBe(200);
      expect(await mailsAfterBooking(cleo.email)).toHaveLength(1);
    });
  });

  describe('walk-ins', () => {
    it('books an approved place with a name and phone and no account', async () => {
      const res = await walkIn(owner, { appointmentTime: '09:30' });
      expect(res.statusCode).toBe(201);
      const a = res.json().data;
      expect(a).toMatchObject({
        userId: null,
        status: Approved,
        walkIn: { name: 'Wiremu Walker', phone: '+64215550199', phoneDisplay: '021 555 0199' },
        customer: null,
        history: [{ status: Approved, by: 'owner' }],
      });
      const published = await t.ctx.db
        .select()
        .from(events)
        .where(eq(events.sectionId, salon.sectionIds[0]!))
        .orderBy(desc(events.id))
        .limit(2);
      expect(published.map((e) => e.type).sort()).toEqual(['appointment.created', 'slots.changed']);
      const day = (
        await listAppointments(
          t.app,
          owner,
          `?businessId=${salon.id}&from=${WEDNESDAY}&to=${WEDNESDAY}`,
        )
      ).json().data;
      expect(day.map((x: { _id: string }) => x._id)).toContain(a._id);
    });

    it('holds capacity like any booking', async () => {
      expect((await walkIn(owner, { appointmentTime: '10:00' })).statusCode).toBe(201);
      const cleo = await aCustomer();
      expect((await book(t.app, cleo, slot(WEDNESDAY, '10:00'))).statusCode).toBe(201);
      // Two places per slot: both taken.
      expect((await walkIn(owner, { appointmentTime: '10:00' })).json()).toMatchObject({
        code: 409,
        message: messages.slotFull,
      });
      const ben = await aCustomer();
      expect((await book(t.app, ben, slot(WEDNESDAY, '10:00'))).json().message).toBe(
        messages.slotFull,
      );
    });

    it('is for the business owner only, with a valid name and phone', async () => {
      const cleo = await aCustomer();
      expect((await walkIn(cleo, {})).statusCode).toBe(403);
      expect((await walkIn(otherOwner, {})).statusCode).toBe(403);
      expect((await walkIn(null, {})).statusCode).toBe(401);
      expect((await walkIn(owner, { name: '' })).statusCode).toBe(400);
      expect((await walkIn(owner, { name: 'x'.repeat(101) })).statusCode).toBe(400);
      expect((await walkIn(owner, { phone: '12' })).json().message).toContain(
        messages.mobileDigits,
      );
      expect((await walkIn(owner, { appointmentTime: '12:00' })).statusCode).toBe(400);
    });
  });
});
