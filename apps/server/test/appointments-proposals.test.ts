import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { appointmentProposals, appointments, events } from '../src/db/schema.ts';
import { deleteEndedProposals } from '../src/modules/appointments/repository/proposals.ts';
import {
  answerProposal,
  book,
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  propose,
  readAppointment,
  SUNDAY,
  TUESDAY,
  WEDNESDAY,
  type BookingBody,
} from './support/appointments.ts';
import { call } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// The owner proposes another time; the customer accepts or keeps theirs
// (docs/decisions/034-owner-proposes-a-time.md).

describe(`an owner's proposal of another time (${engine})`, () => {
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
  const at = (appointmentDate: string, appointmentTime: string, message?: string) => ({
    appointmentDate,
    appointmentTime,
    ...(message === undefined ? {} : { message }),
  });
  const aCustomer = () => givenUser(t.ctx);
  const taken = async (date: string, time: string, business = salon) => {
    const res = await call.slots(t, business.id, business.sectionIds[0]!, date);
    return (res.json().data.slots as { time: string; taken: number }[]).find((s) => s.time === time)
      ?.taken;
  };
  const lastLine = async (user: GivenUser, id: string) =>
    (await readAppointment(t.app, user, id)).json().data.history.at(-1) as {
      status: number;
      by: string;
      reason: string;
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

  it('the owner proposes: nothing moves, the customer sees it, is e-mailed and told live', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '10:00'));
    const res = await propose(t.app, owner, id, at(WEDNESDAY, '14:30', 'Our stylist is away'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.proposalSent,
      data: {
        appointmentDate: TUESDAY,
        appointmentTime: '10:00',
        proposal: {
          appointmentDate: WEDNESDAY,
          appointmentTime: '14:30',
          startsAt: '2026-03-04T14:30:00+13:00',
          message: 'Our stylist is away',
        },
      },
    });
    // It holds no place: the proposed slot is as free as before, the old one still held.
    expect(await taken(WEDNESDAY, '14:30')).toBe(0);
    expect(await taken(TUESDAY, '10:00')).toBe(1);

    const seen = (await readAppointment(t.app, cleo, id)).json().data;
    expect(seen.proposal).toMatchObject({ appointmentDate: WEDNESDAY, appointmentTime: '14:30' });
    expect(seen.history.at(-1)).toMatchObject({
      by: 'owner',
      reason: messages.historyProposed('Wed 4 Mar, 2:30 PM'),
    });
    const [mail] = await mailsTo(t.ctx, cleo.email);
    expect(mail!.subject).toContain(mailTexts.proposalMailSubject('Cut Above'));
    expect(mail!.text).toContain('Wed 4 Mar, 2:30 PM');
    expect(mail!.text).toContain('Tue 3 Mar, 10:00 AM');
    expect(mail!.text).toContain('Our stylist is away');
    const [event] = await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(1);
    expect(event).toMatchObject({
      type: 'appointment.changed',
      customerId: cleo.id,
      ownerId: owner.id,
    });

    // The customer's bell counts it: a change by the business.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/v1.1/users/me/bell',
      headers: { authorization: `Bearer ${cleo.token}` },
    });
    expect(bell.json().data.appointmentIds).toContain(id);
  });

  it('accepting moves it, Approved, frees the old place and tells the owner', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '11:00'));
    await propose(t.app, owner, id, at(WEDNESDAY, '11:30'));
    const res = await answerProposal(t.app, cleo, id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.proposalAccepted,
      data: {
        appointmentDate: WEDNESDAY,
        appointmentTime: '11:30',
        status: AppointmentStatus.Approved,
        proposal: null,
      },
    });
    expect(res.json().data.history.at(-1)).toMatchObject({
      by: 'customer',
      status: AppointmentStatus.Approved,
      reason: messages.historyAcceptedFrom('Tue 3 Mar, 11:00 AM'),
    });
    expect(await taken(TUESDAY, '11:00')).toBe(0);
    expect(await taken(WEDNESDAY, '11:30')).toBe(1);
    const [mail] = await mailsTo(t.ctx, owner.email);
    expect(mail!.subject).toContain(mailTexts.proposalAnsweredSubject(true));
    expect(mail!.text).toContain('Wed 4 Mar, 11:30 AM');
    expect(mail!.calendar).toContain('BEGIN:VCALENDAR');
    const rows = await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(3);
    expect(rows.map((r) => [r.type, r.slotDate])).toEqual(
      expect.arrayContaining([
        ['appointment.rescheduled', WEDNESDAY],
        ['slots.changed', WEDNESDAY],
        ['slots.changed', TUESDAY],
      ]),
    );
    // Answered once: there is nothing left to accept.
    expect((await answerProposal(t.app, cleo, id, 'accept')).statusCode).toBe(404);
  });

  it('accepting in request mode makes it Approved: both agreed the time', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '10:10', bistro));
    expect((await propose(t.app, owner, id, at(TUESDAY, '16:20'))).statusCode).toBe(200);
    const res = await answerProposal(t.app, cleo, id, 'accept');
    expect(res.json().data).toMatchObject({
      appointmentTime: '16:20',
      status: AppointmentStatus.Approved,
    });
  });

  it('declining keeps the time, ends the proposal and tells the owner', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '13:00'));
    await changeStatus(t.app, owner, id, AppointmentStatus.Approved);
    await propose(t.app, owner, id, at(TUESDAY, '13:30'));
    const res = await answerProposal(t.app, cleo, id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.proposalDeclined,
      data: { appointmentTime: '13:00', status: AppointmentStatus.Approved, proposal: null },
    });
    expect(await lastLine(cleo, id)).toMatchObject({
      by: 'customer',
      reason: messages.historyDeclined('Tue 3 Mar, 1:30 PM'),
    });
    const [mail] = await mailsTo(t.ctx, owner.email);
    expect(mail!.subject).toContain(mailTexts.proposalAnsweredSubject(false));
    expect(mail!.text).toContain('Tue 3 Mar, 1:30 PM');
    expect((await answerProposal(t.app, cleo, id, 'decline')).statusCode).toBe(404);
  });

  it('a new proposal replaces the open one', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(WEDNESDAY, '09:00'));
    await propose(t.app, owner, id, at(WEDNESDAY, '10:00'));
    const again = await propose(t.app, owner, id, at(WEDNESDAY, '10:30'));
    expect(again.json()).toMatchObject({
      message: messages.proposalReplaced,
      data: { proposal: { appointmentTime: '10:30' } },
    });
    const res = await answerProposal(t.app, cleo, id, 'accept');
    expect(res.json().data.appointmentTime).toBe('10:30');
  });

  it('a time taken meanwhile: 409 with what happened, the proposal ends, the appointment stays', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(WEDNESDAY, '15:00'));
    await propose(t.app, owner, id, at(WEDNESDAY, '15:30'));
    for (const c of [await aCustomer(), await aCustomer()])
      await booked(t.app, c, slot(WEDNESDAY, '15:30'));
    const res = await answerProposal(t.app, cleo, id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.proposalTaken);
    const read = (await readAppointment(t.app, cleo, id)).json().data;
    expect(read).toMatchObject({ appointmentTime: '15:00', proposal: null });
    expect(read.history.at(-1)).toMatchObject({
      by: 'system',
      reason: messages.historyProposalTaken('Wed 4 Mar, 3:30 PM'),
    });
    expect(await taken(WEDNESDAY, '15:30')).toBe(2);
    const [mail] = await mailsTo(t.ctx, owner.email);
    expect(mail!.text).toContain('taken meanwhile');
  });

  it('expires when its time or the appointment’s time passes', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(WEDNESDAY, '16:00'));
    await propose(t.app, owner, id, at(TUESDAY, '09:00'));
    t.setNow('2026-03-03T09:00:00+13:00');
    expect((await readAppointment(t.app, cleo, id)).json().data.proposal).toBeNull();
    const res = await answerProposal(t.app, cleo, id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.proposalExpired);
    expect((await readAppointment(t.app, cleo, id)).json().data.appointmentTime).toBe('16:00');
  });

  it('the hourly clean-up removes ended proposals and keeps open ones', async () => {
    const open = await booked(t.app, await aCustomer(), slot(WEDNESDAY, '10:00'));
    const passed = await booked(t.app, await aCustomer(), slot(WEDNESDAY, '11:00'));
    const cancelledOne = await aCustomer();
    const cancelled = await booked(t.app, cancelledOne, slot(WEDNESDAY, '11:30'));
    await propose(t.app, owner, open, at(WEDNESDAY, '16:30'));
    await propose(t.app, owner, passed, at(TUESDAY, '09:30'));
    await propose(t.app, owner, cancelled, at(WEDNESDAY, '16:30'));
    await changeStatus(t.app, cancelledOne, cancelled, AppointmentStatus.Cancelled, 'No');
    await deleteEndedProposals(t.ctx.db, new Date('2026-03-03T10:00:00+13:00'));
    const left = await t.ctx.db
      .select({ id: appointmentProposals.appointmentId })
      .from(appointmentProposals)
      .where(inArray(appointmentProposals.appointmentId, [open, passed, cancelled]));
    expect(left).toEqual([{ id: open }]);
  });

  it('only the owner proposes; only the customer answers; anonymous is 401', async () => {
    const cleo = await aCustomer();
    const other = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '14:00'));
    const p = at(TUESDAY, '14:30');
    expect((await propose(t.app, cleo, id, p)).statusCode).toBe(403);
    expect((await propose(t.app, other, id, p)).statusCode).toBe(403);
    expect((await propose(t.app, null, id, p)).statusCode).toBe(401);
    expect((await propose(t.app, owner, 'not-an-id', p)).statusCode).toBe(404);
    expect((await propose(t.app, owner, id, p)).statusCode).toBe(200);
    for (const answer of ['accept', 'decline'] as const) {
      expect((await answerProposal(t.app, owner, id, answer)).statusCode).toBe(403);
      expect((await answerProposal(t.app, other, id, answer)).statusCode).toBe(403);
      expect((await answerProposal(t.app, null, id, answer)).statusCode).toBe(401);
    }
    // Still open after all that.
    expect((await readAppointment(t.app, cleo, id)).json().data.proposal).not.toBeNull();
  });

  it('refuses a cancelled or started appointment (409), a full or same time, an off day, a bad body', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(TUESDAY, '15:00'));
    for (const c of [await aCustomer(), await aCustomer()])
      await booked(t.app, c, slot(TUESDAY, '16:00'));
    const full = await propose(t.app, owner, id, at(TUESDAY, '16:00'));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(messages.slotFull);
    expect((await propose(t.app, owner, id, at(TUESDAY, '15:00'))).json().message).toBe(
      messages.proposalSameTime,
    );
    const sunday = await propose(t.app, owner, id, at(SUNDAY, '10:00'));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toBe(messages.offDay);
    expect((await propose(t.app, owner, id, { appointmentDate: 'soon' } as never)).statusCode).toBe(
      400,
    );
    expect(
      (await propose(t.app, owner, id, at(TUESDAY, '16:30', 'x'.repeat(501)))).statusCode,
    ).toBe(400);

    t.setNow('2026-03-03T15:05:00+13:00');
    const started = await propose(t.app, owner, id, at(TUESDAY, '16:30'));
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(messages.rescheduleStarted);
    t.setNow(MONDAY_MORNING);
    await changeStatus(t.app, cleo, id, AppointmentStatus.Cancelled, 'Changed my mind');
    const cancelled = await propose(t.app, owner, id, at(TUESDAY, '16:30'));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(messages.proposalNotHeld);
  });

  it('the customer moving it themselves ends the proposal', async () => {
    const cleo = await aCustomer();
    const id = await booked(t.app, cleo, slot(WEDNESDAY, '13:00'));
    await propose(t.app, owner, id, at(WEDNESDAY, '13:30'));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1.1/appointment/${id}/reschedule`,
      headers: { authorization: `Bearer ${cleo.token}` },
      payload: at(WEDNESDAY, '14:00'),
    });
    expect((await readAppointment(t.app, cleo, id)).json().data).toMatchObject({
      appointmentTime: '14:00',
      proposal: null,
    });
    expect((await answerProposal(t.app, cleo, id, 'accept')).statusCode).toBe(404);
  });
});

// Only PostgreSQL runs statements at once: accepting races bookings of the proposed slot.
describe.runIf(engine === 'postgres')(
  'accepting a proposal racing bookings of its slot (PostgreSQL)',
  () => {
    let t: TestApp;
    let second: TestApp;
    let owner: GivenUser;
    let salon: GivenBusiness;

    beforeAll(async () => {
      t = await createTestApp();
      second = await createSecondTestApp(t);
      owner = await givenUser(t.ctx);
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

    it.each([1, 2, 3, 5, 6])(
      'round %i: never over capacity, and the customer holds exactly one place',
      async (round) => {
        const from = `${String(8 + round).padStart(2, '0')}:00`;
        const target = `${String(8 + round).padStart(2, '0')}:30`;
        const cleo = await givenUser(t.ctx);
        const id = await booked(t.app, cleo, body(from));
        await booked(t.app, await givenUser(t.ctx), body(target));
        const proposed = await propose(t.app, owner, id, {
          appointmentDate: TUESDAY,
          appointmentTime: target,
        });
        expect(proposed.statusCode).toBe(200);
        const crowd = await Promise.all(Array.from({ length: 20 }, () => givenUser(t.ctx)));
        const [accept, ...bookings] = await Promise.all([
          answerProposal(round % 2 ? t.app : second.app, cleo, id, 'accept'),
          ...crowd.map((c, i) => book(i % 2 ? t.app : second.app, c, body(target))),
        ]);
        expect(bookings.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
        expect([200, 409]).toContain(accept!.statusCode);
        if (accept!.statusCode === 409) expect(accept!.json().message).toBe(messages.proposalTaken);
        const won = bookings.filter((r) => r.statusCode === 201).length;
        expect(await heldAt(target)).toBe(2);
        expect(won + (accept!.statusCode === 200 ? 1 : 0)).toBe(1);
        const mine = await t.ctx.db
          .select({ time: appointments.appointmentTime, status: appointments.status })
          .from(appointments)
          .where(eq(appointments.userId, cleo.id));
        expect(mine).toEqual([
          accept!.statusCode === 200
            ? { time: target, status: AppointmentStatus.Approved }
            : { time: from, status: AppointmentStatus.Waiting },
        ]);
        expect(await heldAt(from)).toBe(accept!.statusCode === 200 ? 0 : 1);
        // Either way the proposal is over.
        expect((await readAppointment(t.app, cleo, id)).json().data.proposal).toBeNull();
      },
    );
  },
);
