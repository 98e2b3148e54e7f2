import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { appointments, events } from '../src/db/schema.ts';
import {
  book,
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  readAppointment,
  reschedule,
  SUNDAY,
  TUESDAY,
  WEDNESDAY,
  type BookingBody,
} from './support/appointments.ts';
import { call } from './support/business-scenarios.ts';
import { parseIcs } from './support/ics.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// Moving an appointment (docs/decisions/023-reschedule.md): the customer's own, Waiting or
// Approved, to another free time of the same section, in one transaction.

describe(`rescheduling an appointment (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness; // 2 places per 30-minute slot, Monday to Saturday 09:00-17:00
  let bistro: GivenBusiness; // request mode

  const slot = (date: string, time: string, business = salon): BookingBody => ({
    businessId: business.id,
    sectionId: business.sectionIds[0]!,
    appointmentDate: date,
    appointmentTime: time,
  });
  const to = (appointmentDate: string, appointmentTime: string) => ({
    appointmentDate,
    appointmentTime,
  });
  const aCustomer = () => givenUser(t.ctx);
  const gridSlot = async (date: string, time: string, business = salon) => {
    const res = await call.slots(t, business.id, business.sectionIds[0]!, date);
    return (res.json().data.slots as { time: string; taken: number }[]).find(
      (s) => s.time === time,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { email: `owner-${Date.now()}@example.test` });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' });
    bistro = await givenBusiness(t.ctx, owner.id, { name: 'Bistro' }, [
      { customRequest: true, offStart: null, offEnd: null },
    ]);
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  it('moves an approved slot booking: same status, new time, old place freed, owner told', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '10:00'));
    expect((await changeStatus(t.app, owner, id, AppointmentStatus.Approved)).statusCode).toBe(200);

    const res = await reschedule(t.app, cleo, id, to(WEDNESDAY, '14:30'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.rescheduled,
      data: {
        _id: id,
        appointmentDate: WEDNESDAY,
        appointmentTime: '14:30',
        status: AppointmentStatus.Approved,
      },
    });
    // The history says where it was, in words.
    const history = res.json().data.history as { status: number; by: string; reason: string }[];
    expect(history.at(-1)).toMatchObject({
      status: AppointmentStatus.Approved,
      by: 'customer',
      reason: messages.historyMovedFrom('Tue 3 Mar, 10:00 AM'),
    });
    expect(await gridSlot(TUESDAY, '10:00')).toMatchObject({ taken: 0 });
    expect(await gridSlot(WEDNESDAY, '14:30')).toMatchObject({ taken: 1 });

    const [mail] = await mailsTo(t.ctx, owner.email);
    expect(mail!.subject).toContain(mailTexts.movedMailSubject);
    expect(mail!.text).toContain('Wed 4 Mar, 2:30 PM');
    expect(mail!.text).toContain('Tue 3 Mar, 10:00 AM');
    // The customer's copy carries the moved entry, so their calendar app moves it too.
    const [mine] = await mailsTo(t.ctx, cleo.email);
    expect(mine!.subject).toContain(messages.rescheduled);
    expect(mine!.text).toContain(mailTexts.movedCustomerMailLine('Haircut, Wed 4 Mar, 2:30 PM'));
    const entry = parseIcs(mine!.calendar!);
    expect(entry.method).toBe('REQUEST');
    expect(entry.events[0]).toMatchObject({
      uid: expect.stringContaining(id),
      localStart: '2026-03-04T14:30:00',
      status: 'CONFIRMED',
    });
    const rows = await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(3);
    expect(rows.map((r) => [r.type, r.slotDate])).toEqual(
      expect.arrayContaining([
        ['appointment.rescheduled', WEDNESDAY],
        ['slots.changed', WEDNESDAY],
        ['slots.changed', TUESDAY],
      ]),
    );
    expect(rows.find((r) => r.type === 'appointment.rescheduled')).toMatchObject({
      ownerId: owner.id,
      customerId: cleo.id,
    });
  });

  it('keeps a waiting slot booking waiting', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '11:00'));
    const res = await reschedule(t.app, cleo, id, to(TUESDAY, '11:30'));
    expect(res.json()).toMatchObject({
      data: { appointmentTime: '11:30', status: AppointmentStatus.Waiting },
    });
  });

  it('returns an approved request-mode appointment to Waiting, for the owner to decide again', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '10:10', bistro));
    await changeStatus(t.app, owner, id, AppointmentStatus.Approved);
    const res = await reschedule(t.app, cleo, id, to(TUESDAY, '16:20'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.rescheduledWaiting,
      data: { appointmentTime: '16:20', status: AppointmentStatus.Waiting },
    });
    const [mail] = await mailsTo(t.ctx, owner.email);
    expect(mail!.text).toContain('Please accept or reject the new time.');
  });

  it('is the customer’s own: the owner, another customer and an anonymous caller are refused', async () => {
    const cleo = await aCustomer();
    const other = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '13:00'));
    const move = to(TUESDAY, '13:30');
    expect((await reschedule(t.app, owner, id, move)).statusCode).toBe(403);
    expect((await reschedule(t.app, other, id, move)).statusCode).toBe(403);
    expect((await reschedule(t.app, null, id, move)).statusCode).toBe(401);
    expect((await reschedule(t.app, cleo, 'not-an-id', move)).statusCode).toBe(404);
    expect(
      (await reschedule(t.app, cleo, '00000000-0000-4000-8000-000000000000', move)).statusCode,
    ).toBe(404);
    // Nothing moved.
    const read = await readAppointment(t.app, cleo, id);
    expect(read.json().data.appointmentTime).toBe('13:00');
  });

  it('refuses a full slot, the same time, an off day, a cancelled or started appointment', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '15:00'));
    for (const c of [await aCustomer(), await aCustomer()])
      await booked(t.app, c, slot(TUESDAY, '15:30'));

    const full = await reschedule(t.app, cleo, id, to(TUESDAY, '15:30'));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(messages.slotFull);
    expect((await reschedule(t.app, cleo, id, to(TUESDAY, '15:00'))).json().message).toBe(
      messages.rescheduleSameTime,
    );
    const sunday = await reschedule(t.app, cleo, id, to(SUNDAY, '10:00'));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toBe(messages.offDay);
    const badBody = await reschedule(t.app, cleo, id, { appointmentDate: 'soon' } as never);
    expect(badBody.statusCode).toBe(400);

    t.setNow('2026-03-03T15:05:00+13:00');
    expect((await reschedule(t.app, cleo, id, to(TUESDAY, '16:00'))).json().message).toBe(
      messages.rescheduleStarted,
    );
    t.setNow(MONDAY_MORNING);
    await changeStatus(t.app, cleo, id, AppointmentStatus.Cancelled, 'Changed my mind');
    const cancelled = await reschedule(t.app, cleo, id, to(TUESDAY, '16:00'));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(messages.rescheduleNotHeld);
  });

  it('refuses a slot where the customer already holds another place', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(WEDNESDAY, '09:00'));
    await booked(t.app, cleo, slot(WEDNESDAY, '09:30'));
    const res = await reschedule(t.app, cleo, id, to(WEDNESDAY, '09:30'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.alreadyBooked);
    expect((await readAppointment(t.app, cleo, id)).json().data.appointmentTime).toBe('09:00');
  });
});

// PGlite runs one query at a time; only PostgreSQL can show the database keeps the rule when a
// move and bookings race for the last place.
describe.runIf(engine === 'postgres')(
  'a move racing bookings of its target slot (PostgreSQL)',
  () => {
    let t: TestApp;
    let second: TestApp;
    let salon: GivenBusiness;

    beforeAll(async () => {
      t = await createTestApp();
      second = await createSecondTestApp(t);
      const owner = await givenUser(t.ctx);
      salon = await givenBusiness(t.ctx, owner.id);
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });
    beforeEach(() => {
      t.setNow(MONDAY_MORNING);
      second.setNow(MONDAY_MORNING);
    });

    const body = (time: string): BookingBody => ({
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: TUESDAY,
      appointmentTime: time,
    });
    const heldAt = async (time: string) => {
      const rows = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.sectionId, salon.sectionIds[0]!),
            eq(appointments.appointmentDate, TUESDAY),
            eq(appointments.appointmentTime, time),
            inArray(appointments.status, [AppointmentStatus.Waiting, AppointmentStatus.Approved]),
          ),
        );
      return Number(rows[0]!.n);
    };

    // 09:00, 10:00, 11:00, 13:00 and 14:00 to the half hour after (12:00-13:00 has no slot).
    it.each([1, 2, 3, 5, 6])(
      'round %i: never over capacity, and the mover holds exactly one place',
      async (round) => {
        const from = `${String(8 + round).padStart(2, '0')}:00`;
        const target = `${String(8 + round).padStart(2, '0')}:30`;
        const mover = await givenUser(t.ctx);
        const id = await booked(t.app, mover, body(from));
        // One of the target's two places is taken: the move and 20 bookings race for the other.
        await booked(t.app, await givenUser(t.ctx), body(target));
        const crowd = await Promise.all(Array.from({ length: 20 }, () => givenUser(t.ctx)));
        const results = await Promise.all([
          reschedule(round % 2 ? t.app : second.app, mover, id, {
            appointmentDate: TUESDAY,
            appointmentTime: target,
          }),
          ...crowd.map((c, i) => book(i % 2 ? t.app : second.app, c, body(target))),
        ]);
        const [move, ...bookings] = results;
        const won = bookings.filter((r) => r.statusCode === 201).length;
        expect(bookings.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
        expect([200, 409]).toContain(move!.statusCode);
        // Exactly the capacity is held in the target, whoever won it.
        expect(await heldAt(target)).toBe(2);
        expect(won + (move!.statusCode === 200 ? 1 : 0)).toBe(1);
        // The mover holds one place: the new one if the move won, else the old one.
        const mine = await t.ctx.db
          .select({ time: appointments.appointmentTime, status: appointments.status })
          .from(appointments)
          .where(eq(appointments.userId, mover.id));
        expect(mine).toEqual([
          {
            time: move!.statusCode === 200 ? target : from,
            status: AppointmentStatus.Waiting,
          },
        ]);
        expect(await heldAt(from)).toBe(move!.statusCode === 200 ? 0 : 1);
      },
    );
  },
);
