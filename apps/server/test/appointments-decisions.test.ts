import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import {
  book,
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  readAppointment,
  recordAttendance,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import { addDays } from '@timeapp/domain/time-zone';
import { givenBusiness, openEveryDay, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

describe(`deciding on appointments (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness;
  let used = 0;
  /** Each scenario gets a slot of its own: the 16 half-hours of a day, Tuesday onwards. */
  const nextFreeSlot = () => {
    const n = used++;
    const date = addDays(WEDNESDAY, Math.floor(n / 16));
    const minutes = 9 * 60 + 30 * (n % 16);
    return {
      ...slotAt(
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`,
      ),
      appointmentDate: date,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' }, [openEveryDay]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  const slotAt = (time: string) => ({
    businessId: salon.id,
    sectionId: salon.sectionIds[0]!,
    appointmentDate: TUESDAY,
    appointmentTime: time,
  });
  /** A fresh customer's waiting appointment in a slot of its own. */
  async function givenWaiting(): Promise<{ id: string; customer: GivenUser }> {
    const customer = await givenUser(t.ctx, { firstName: 'Cleo', lastName: 'Customer' });
    return { id: await booked(t.app, customer, nextFreeSlot()), customer };
  }
  async function givenApproved() {
    const a = await givenWaiting();
    expect((await changeStatus(t.app, owner, a.id, 1)).statusCode).toBe(200);
    return a;
  }
  async function givenCancelled() {
    const a = await givenWaiting();
    expect((await changeStatus(t.app, owner, a.id, 2)).statusCode).toBe(200);
    return a;
  }
  const statusOf = async (id: string) =>
    (await readAppointment(t.app, owner, id)).json().data.status;

  describe('the owner', () => {
    it('accepts a waiting request', async () => {
      const { id } = await givenWaiting();
      const res = await changeStatus(t.app, owner, id, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: messages.accepted,
        data: { _id: id, status: 1 },
      });
    });

    it('rejects a waiting request without a reason: the customer reads Declined by the business', async () => {
      const { id } = await givenWaiting();
      const res = await changeStatus(t.app, owner, id, 2);
      expect(res.json()).toMatchObject({
        code: 200,
        message: messages.rejected,
        data: { status: 2, cancellationReason: 'Declined by the business' },
      });
    });

    it('rejects a waiting request with a reason', async () => {
      const { id } = await givenWaiting();
      const res = await changeStatus(t.app, owner, id, 2, 'Stylist is sick');
      expect(res.json()).toMatchObject({
        message: messages.rejected,
        data: { status: 2, cancellationReason: 'Stylist is sick' },
      });
    });

    it('still decides after the start: a stale request can be rejected', async () => {
      const { id } = await givenWaiting();
      const startsAt = Date.parse((await readAppointment(t.app, owner, id)).json().data.startsAt);
      t.setNow(new Date(startsAt + 3_600_000));
      const res = await changeStatus(t.app, owner, id, 2);
      expect(res.json()).toMatchObject({ code: 200, data: { status: 2 } });
    });

    it('cancels an approved appointment only with a reason', async () => {
      const { id } = await givenApproved();
      const bare = await changeStatus(t.app, owner, id, 2);
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual({
        code: 400,
        error: 'reason_required',
        message: messages.reasonRequired,
      });
      expect((await changeStatus(t.app, owner, id, 2, '   ')).statusCode).toBe(400);
      expect(await statusOf(id)).toBe(1);
      const res = await changeStatus(t.app, owner, id, 2, 'Power cut');
      expect(res.json()).toMatchObject({
        code: 200,
        message: messages.cancelledByOwner,
        data: { status: 2, cancellationReason: 'Power cut' },
      });
    });

    it.each([
      ['waiting to waiting', givenWaiting, 0],
      ['approved to approved', givenApproved, 1],
      ['approved back to waiting', givenApproved, 0],
      ['cancelled to approved', givenCancelled, 1],
      ['cancelled to waiting', givenCancelled, 0],
      ['cancelled to cancelled', givenCancelled, 2],
    ] as const)('cannot move %s (409)', async (_name, given, to) => {
      const { id } = await given();
      const before = await statusOf(id);
      const res = await changeStatus(t.app, owner, id, to, 'because');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 409,
        error: 'invalid_transition',
        message: messages.invalidTransition,
      });
      expect(await statusOf(id)).toBe(before);
    });
  });

  describe('the customer', () => {
    it('cancels a waiting appointment with a reason', async () => {
      const { id, customer } = await givenWaiting();
      const res = await changeStatus(t.app, customer, id, 2, 'Plans changed');
      expect(res.json()).toMatchObject({
        code: 200,
        message: messages.cancelledByCustomer,
        data: { status: 2, cancellationReason: 'Plans changed' },
      });
    });

    it('cancels an approved appointment with a reason', async () => {
      const { id, customer } = await givenApproved();
      const res = await changeStatus(t.app, customer, id, 2, 'Sick');
      expect(res.json()).toMatchObject({
        message: messages.cancelledByCustomer,
        data: { status: 2 },
      });
    });

    it('must give a reason to cancel, waiting or approved', async () => {
      for (const given of [givenWaiting, givenApproved]) {
        const { id, customer } = await given();
        const res = await changeStatus(t.app, customer, id, 2);
        expect(res.json()).toEqual({
          code: 400,
          error: 'reason_required',
          message: messages.reasonRequired,
        });
      }
    });

    it('can cancel until the appointment starts, not from then on', async () => {
      const startOf = async (id: string) =>
        Date.parse((await readAppointment(t.app, owner, id)).json().data.startsAt);
      const before = await givenApproved();
      t.setNow(new Date((await startOf(before.id)) - 60_000));
      expect(
        (await changeStatus(t.app, before.customer, before.id, 2, 'Running late')).statusCode,
      ).toBe(200);

      for (const given of [givenWaiting, givenApproved]) {
        const { id, customer } = await given();
        const status = await statusOf(id);
        t.setNow(new Date(await startOf(id)));
        const res = await changeStatus(t.app, customer, id, 2, 'Forgot');
        expect(res.json()).toEqual({
          code: 409,
          error: 'already_started',
          message: messages.alreadyStarted,
        });
        expect(await statusOf(id)).toBe(status);
        t.setNow(MONDAY_MORNING);
      }
    });

    it.each([
      ['approve their own request', givenWaiting, 1],
      ['send status 0 as the old client did to cancel', givenWaiting, 0],
      ['move approved back to waiting', givenApproved, 0],
      ['cancel twice', givenCancelled, 2],
      ['revive a cancelled appointment', givenCancelled, 0],
    ] as const)('cannot %s (409)', async (_name, given, to) => {
      const { id, customer } = await given();
      const before = await statusOf(id);
      const res = await changeStatus(t.app, customer, id, to, 'because');
      expect(res.json()).toEqual({
        code: 409,
        error: 'invalid_transition',
        message: messages.invalidTransition,
      });
      expect(await statusOf(id)).toBe(before);
    });
  });

  it('ignores the legacy fields the v1.1 client sends beside the status', async () => {
    const { id } = await givenWaiting();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.1/appointment/${id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        status: '1',
        appointmentDate: '2030-01-01',
        appointmentTime: '03:00',
        reason: 'changed',
        extendedNote: 'note',
        businessId: salon.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 1,
      reason: 'Haircut please',
      extendedNote: '',
    });
    expect(res.json().data.appointmentDate).not.toBe('2030-01-01');
    expect(res.json().data.appointmentTime).not.toBe('03:00');
  });

  it('a cancellation frees the place: the slot can be booked again, even by the same customer', async () => {
    const time = '16:00';
    const [a, b, c] = [await givenUser(t.ctx), await givenUser(t.ctx), await givenUser(t.ctx)];
    const first = await booked(t.app, a, slotAt(time));
    await booked(t.app, b, slotAt(time));
    expect((await book(t.app, c, slotAt(time))).json()).toEqual({
      code: 409,
      error: 'slot_full',
      message: messages.slotFull,
    });

    expect((await changeStatus(t.app, a, first, 2, 'Cannot come')).statusCode).toBe(200);
    const again = await book(t.app, c, slotAt(time));
    expect(again.statusCode).toBe(201);
    expect((await book(t.app, a, slotAt(time))).json()).toEqual({
      code: 409,
      error: 'slot_full',
      message: messages.slotFull,
    });

    // An owner's rejection frees it just the same, and the cancelled customer may come back.
    expect((await changeStatus(t.app, owner, again.json().data._id, 2)).statusCode).toBe(200);
    expect((await book(t.app, a, slotAt(time))).statusCode).toBe(201);
  });

  describe('attendance', () => {
    /** The clock at the appointment's start, when both buttons are open. */
    const atStartOf = async (id: string) =>
      t.setNow((await readAppointment(t.app, owner, id)).json().data.startsAt as string);

    it('the owner records arrived, then no-show, on an approved appointment', async () => {
      const { id } = await givenApproved();
      await atStartOf(id);
      const arrived = await recordAttendance(t.app, owner, id, 'arrived');
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json()).toMatchObject({
        code: 200,
        message: messages.attendanceSaved,
        data: { attendance: 'arrived' },
      });
      const noShow = await recordAttendance(t.app, owner, id, 'no-show');
      expect(noShow.json().data.attendance).toBe('no-show');
      expect((await readAppointment(t.app, owner, id)).json().data.attendance).toBe('no-show');
    });

    it('is refused for waiting and cancelled appointments', async () => {
      for (const given of [givenWaiting, givenCancelled]) {
        const { id } = await given();
        const res = await recordAttendance(t.app, owner, id, 'arrived');
        expect(res.json()).toEqual({
          code: 409,
          error: 'attendance_needs_approved',
          message: messages.attendanceNeedsApproved,
        });
        expect((await readAppointment(t.app, owner, id)).json().data.attendance).toBeNull();
      }
    });

    it('takes only arrived or no-show', async () => {
      const { id } = await givenApproved();
      await atStartOf(id);
      expect((await recordAttendance(t.app, owner, id, 'late')).statusCode).toBe(400);
    });
  });

  describe('e-mails', () => {
    const latest = async (to: string, id: string) =>
      (await mailsTo(t.ctx, to)).filter((m) => m.links.some((l) => l.endsWith(id)));

    it('tells the customer when the owner accepts', async () => {
      const { id, customer } = await givenApproved();
      const mail = (await latest(customer.email, id)).find((m) => m.subject.endsWith('accepted'));
      expect(mail!.subject).toBe('TimeApp: Your appointment was accepted');
      expect(mail!.text).toContain('Your appointment was accepted');
      // The layout names the business once, under the product's name.
      expect(mail!.text.split('Cut Above')).toHaveLength(2);
      expect(mail!.links).toEqual([`http://timeapp.test/show-appointment-details?id=${id}`]);
    });

    it('tells the customer when the owner declines, with the reason (never "rejected")', async () => {
      const { id, customer } = await givenWaiting();
      await changeStatus(t.app, owner, id, 2, 'Fully booked that day');
      const mail = (await latest(customer.email, id)).find((m) => m.subject.endsWith('declined'));
      expect(mail!.subject).toBe('TimeApp: Your appointment was declined');
      expect(mail!.text).toContain('Reason: Fully booked that day');
      expect(mail!.html).toContain('Reason: Fully booked that day');
    });

    it('tells the customer when the owner cancels, with the reason', async () => {
      const { id, customer } = await givenApproved();
      await changeStatus(t.app, owner, id, 2, 'Closed for <repairs>');
      const mails = await latest(customer.email, id);
      const mail = mails.find((m) => m.subject.endsWith('cancelled'));
      expect(mail!.text).toContain('Reason: Closed for <repairs>');
      expect(mail!.html).toContain('Reason: Closed for &lt;repairs&gt;');
    });

    it('tells the owner when the customer cancels, and the customer too (their calendar entry is cancelled)', async () => {
      const { id, customer } = await givenWaiting();
      await changeStatus(t.app, customer, id, 2, 'Car broke down');
      const ownerMails = await latest(owner.email, id);
      expect(ownerMails.map((m) => m.subject)).toEqual(
        expect.arrayContaining(['TimeApp: A customer cancelled', 'TimeApp: New booking request']),
      );
      expect(ownerMails.find((m) => m.subject.endsWith('cancelled'))!.text).toContain(
        'Reason: Car broke down',
      );
      // DESIGN.md section 11: their booking e-mail, then their own cancellation's, which
      // carries the calendar's CANCEL (calendar.test.ts reads it).
      expect((await latest(customer.email, id)).map((m) => m.subject).sort()).toEqual([
        'TimeApp: You cancelled your appointment',
        'TimeApp: Your booking request was sent',
      ]);
    });

    it('queues nothing when a change is refused', async () => {
      const { id, customer } = await givenCancelled();
      const before = (await latest(customer.email, id)).length;
      await changeStatus(t.app, owner, id, 1);
      expect((await latest(customer.email, id)).length).toBe(before);
    });
  });
});
