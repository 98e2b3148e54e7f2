import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@timeapp/domain/audit';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { messages } from '@timeapp/domain/messages';
import type { CustomerStrikes } from '@timeapp/domain/strikes';
import { addDays, zonedInstant } from '@timeapp/domain/time-zone';
import {
  book,
  booked,
  changeStatus,
  MONDAY_MORNING,
  recordAttendance,
  TUESDAY,
} from './support/appointments.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness, openEveryDay, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// The cancellation policy (DESIGN.md section 14, docs/decisions/055): a customer's late
// cancellation or no-show is a strike at that business; with the owner's K strikes in 180 days
// the customer may not book there. The rules' boundaries are table-tested in the domain
// (packages/domain/src/cancellation-policy.test.ts); here, that the server applies them.
describe(`cancellation policy and strikes (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let salon: GivenBusiness;
  let barber: GivenBusiness;
  const TZ = 'Pacific/Auckland';
  const HOUR = 3_600_000;
  /** Well after every strike these tests make: bookings are tried from here. */
  const LATER = '2026-03-20T08:00:00+13:00';
  const LATER_DAY = '2026-03-21';

  const inject = (method: string, url: string, who?: GivenUser | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  let used = 0;
  /** A slot of its own for each booking: the 16 half-hours of a day, Tuesday onwards. */
  const nextSlot = (b: GivenBusiness) => {
    const n = used++;
    const minutes = 9 * 60 + 30 * (n % 16);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
    const date = addDays(TUESDAY, Math.floor(n / 16));
    return {
      businessId: b.id,
      sectionId: b.sectionIds[0]!,
      appointmentDate: date,
      appointmentTime: time,
      startsAt: zonedInstant(date, time, TZ)!,
    };
  };
  const cancel = (who: GivenUser, id: string) => changeStatus(t.app, who, id, 2, 'Change of plans');
  const strikesOf = async (b: GivenBusiness, customer: GivenUser, who = owner) =>
    expectAnswer(
      await inject('GET', `/business/${b.id}/customers/${customer.id}/strikes`, who),
      200,
    ).data as CustomerStrikes;
  /** `n` late cancellations by `customer` at `b`, each an hour before its start. */
  async function givenStrikes(customer: GivenUser, b: GivenBusiness, n: number) {
    for (let i = 0; i < n; i++) {
      const { startsAt, ...slot } = nextSlot(b);
      t.setNow(new Date(startsAt.getTime() - 2 * HOUR));
      const id = await booked(t.app, customer, slot);
      t.setNow(new Date(startsAt.getTime() - HOUR));
      expect((await cancel(customer, id)).statusCode).toBe(200);
    }
    t.setNow(LATER);
  }
  const bookLater = (customer: GivenUser, b: GivenBusiness, time = '10:00') =>
    book(t.app, customer, {
      businessId: b.id,
      sectionId: b.sectionIds[0]!,
      appointmentDate: LATER_DAY,
      appointmentTime: time,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    otherOwner = await givenUser(t.ctx, { firstName: 'Bruno', lastName: 'Barber' });
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' }, [openEveryDay]);
    barber = await givenBusiness(t.ctx, otherOwner.id, { name: 'Sharp Fades' }, [openEveryDay]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(MONDAY_MORNING));

  describe('a customer who cancels', () => {
    it('in time gets no strike', async () => {
      const customer = await givenUser(t.ctx);
      // Tuesday 10:00 is 26 hours away; free cancellation runs until 24 hours before.
      const id = await booked(t.app, customer, { ...nextSlot(salon), appointmentTime: '10:00' });
      const res = await cancel(customer, id);
      expect(res.json()).toMatchObject({ code: 200, message: messages.cancelledByCustomer });
      expect((await strikesOf(salon, customer)).strikes).toEqual([]);
    });

    it('exactly 24 hours before gets no strike, a second later gets one', async () => {
      const customer = await givenUser(t.ctx);
      const first = nextSlot(salon);
      const second = nextSlot(salon);
      const a = await booked(t.app, customer, first);
      const b = await booked(t.app, customer, second);
      t.setNow(new Date(first.startsAt.getTime() - 24 * HOUR));
      expect((await cancel(customer, a)).json().message).toBe(messages.cancelledByCustomer);
      t.setNow(new Date(second.startsAt.getTime() - 24 * HOUR + 1000));
      const late = await cancel(customer, b);
      expect(late.json()).toMatchObject({ code: 200, message: cancellationTexts.cancelledLate });
      const { counting, strikes } = await strikesOf(salon, customer);
      expect(counting).toBe(1);
      expect(strikes).toEqual([
        expect.objectContaining({
          kind: 'late-cancellation',
          at: new Date(second.startsAt.getTime() - 24 * HOUR + 1000).toISOString(),
          counts: true,
          forgivenAt: null,
          appointment: expect.objectContaining({ _id: b, appointmentTime: second.appointmentTime }),
        }),
      ]);
    });

    it('late, after the owner changed the free window to 2 hours, gets no strike', async () => {
      const business = await givenBusiness(t.ctx, owner.id, { name: 'Quick Cuts' }, [openEveryDay]);
      const put = await inject('PUT', `/business/${business.id}`, owner, {
        cancellationPolicy: { freeHours: 2 },
      });
      expect(expectAnswer(put, 200).data.cancellationPolicy).toEqual({
        freeHours: 2,
        strikeLimit: 3,
        consequence: 'refuse',
        strikeDepositCents: null,
      });
      const customer = await givenUser(t.ctx);
      const slot = nextSlot(business);
      const id = await booked(t.app, customer, slot);
      t.setNow(new Date(slot.startsAt.getTime() - 3 * HOUR));
      expect((await cancel(customer, id)).json().message).toBe(messages.cancelledByCustomer);
      expect((await strikesOf(business, customer)).strikes).toEqual([]);
    });

    it('is not struck when the owner cancels late', async () => {
      const customer = await givenUser(t.ctx);
      const slot = nextSlot(salon);
      const id = await booked(t.app, customer, slot);
      expect((await changeStatus(t.app, owner, id, 1)).statusCode).toBe(200);
      t.setNow(new Date(slot.startsAt.getTime() - HOUR));
      expect((await changeStatus(t.app, owner, id, 2, 'Stylist ill')).statusCode).toBe(200);
      expect((await strikesOf(salon, customer)).strikes).toEqual([]);
    });
  });

  describe('a no-show', () => {
    it('is a strike dated at the start, taken back with the mark', async () => {
      const customer = await givenUser(t.ctx);
      const slot = nextSlot(salon);
      const id = await booked(t.app, customer, slot);
      expect((await changeStatus(t.app, owner, id, 1)).statusCode).toBe(200);
      t.setNow(new Date(slot.startsAt.getTime() + 10 * 60_000));
      expect((await recordAttendance(t.app, owner, id, 'no-show')).statusCode).toBe(200);
      expect((await strikesOf(salon, customer)).strikes).toEqual([
        expect.objectContaining({ kind: 'no-show', at: slot.startsAt.toISOString(), counts: true }),
      ]);
      // Marked arrived instead: no strike.
      expect((await recordAttendance(t.app, owner, id, 'arrived')).statusCode).toBe(200);
      expect((await strikesOf(salon, customer)).strikes).toEqual([]);
      // Reported again, then the report taken back.
      expect((await recordAttendance(t.app, owner, id, 'no-show')).statusCode).toBe(200);
      expect((await strikesOf(salon, customer)).counting).toBe(1);
      const undo = await inject('DELETE', `/appointment/${id}/attendance`, owner);
      expect(undo.statusCode).toBe(200);
      expect((await strikesOf(salon, customer)).strikes).toEqual([]);
    });
  });

  describe('with K strikes', () => {
    it('the customer may not book that business, and is told why; another business is unaffected', async () => {
      const customer = await givenUser(t.ctx);
      await givenStrikes(customer, salon, 2);
      expect((await bookLater(customer, salon, '09:00')).statusCode).toBe(201);
      await givenStrikes(customer, salon, 1);
      const refused = await bookLater(customer, salon, '11:00');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 403,
        message: cancellationTexts.refused('Cut Above', 3),
      });
      expect((await bookLater(customer, barber)).statusCode).toBe(201);
      // The owner still books them in (a walk-in by phone takes no account: never refused).
      const walkIn = await inject('POST', `/business/${salon.id}/walk-in`, owner, {
        sectionId: salon.sectionIds[0],
        appointmentDate: LATER_DAY,
        appointmentTime: '11:00',
        name: 'Them, by phone',
        phone: '021 555 0199',
      });
      expect([200, 201]).toContain(walkIn.statusCode);
    });

    it('a forgiven strike no longer counts: they book again, and the trail says who forgave', async () => {
      const customer = await givenUser(t.ctx);
      await givenStrikes(customer, salon, 3);
      expect((await bookLater(customer, salon, '12:00')).statusCode).toBe(403);
      const { strikes } = await strikesOf(salon, customer);
      const forgiven = await inject(
        'POST',
        `/business/${salon.id}/strikes/${strikes[0]!._id}/forgive`,
        owner,
      );
      const data = expectAnswer(forgiven, 200).data as CustomerStrikes;
      expect(forgiven.json().message).toBe(cancellationTexts.forgiveDone);
      expect(data.counting).toBe(2);
      expect(data.strikes[0]).toMatchObject({
        counts: false,
        forgivenAt: new Date(LATER).toISOString(),
      });
      expect((await bookLater(customer, salon, '12:00')).statusCode).toBe(201);
      const again = await inject(
        'POST',
        `/business/${salon.id}/strikes/${strikes[0]!._id}/forgive`,
        owner,
      );
      expect(again.json()).toMatchObject({ code: 409, message: cancellationTexts.forgiveAgain });
      const trail = expectAnswer(
        await inject('GET', `/business/${salon.id}/audit?limit=100`, owner),
        200,
      ).data as AuditEntry[];
      expect(trail[0]).toMatchObject({
        action: 'strike.forgiven',
        actor: { role: 'owner' },
        after: { forgivenAt: new Date(LATER).toISOString() },
      });
    });

    it('the owner chooses K: with a limit of 1 one strike refuses', async () => {
      const business = await givenBusiness(t.ctx, owner.id, { name: 'Strict Spa' }, [openEveryDay]);
      const customer = await givenUser(t.ctx);
      await givenStrikes(customer, business, 1);
      expect((await bookLater(customer, business, '09:30')).statusCode).toBe(201);
      const put = await inject('PUT', `/business/${business.id}`, owner, {
        cancellationPolicy: { strikeLimit: 1 },
      });
      expect(put.statusCode).toBe(200);
      const refused = await bookLater(customer, business, '10:30');
      expect(refused.json().message).toBe(cancellationTexts.refused('Strict Spa', 1));
      const trail = expectAnswer(
        await inject('GET', `/business/${business.id}/audit?limit=100`, owner),
        200,
      ).data as AuditEntry[];
      expect(trail[0]).toMatchObject({
        action: 'business.updated',
        before: { strikeLimit: 3 },
        after: { strikeLimit: 1 },
      });
    });

    it('a strike exactly 180 days old no longer counts', async () => {
      // Paid for: the plan keeps it bookable whatever the clock says.
      const business = await givenBusiness(
        t.ctx,
        owner.id,
        { name: 'Window Salon', strikeLimit: 1, paidThrough: '2030-01-01' },
        [openEveryDay],
      );
      const customer = await givenUser(t.ctx);
      const slot = nextSlot(business);
      t.setNow(new Date(slot.startsAt.getTime() - 2 * HOUR));
      const id = await booked(t.app, customer, slot);
      const struck = new Date(slot.startsAt.getTime() - HOUR);
      t.setNow(struck);
      await cancel(customer, id);
      const day = addDays(slot.appointmentDate, 182);
      const at180 = struck.getTime() + 180 * 24 * HOUR;
      const tryBooking = () =>
        book(t.app, customer, {
          businessId: business.id,
          sectionId: business.sectionIds[0]!,
          appointmentDate: day,
          appointmentTime: '10:00',
        });
      t.setNow(new Date(at180 - 1000));
      expect((await tryBooking()).statusCode).toBe(403);
      t.setNow(new Date(at180));
      expect((await tryBooking()).statusCode).toBe(201);
      expect((await strikesOf(business, customer)).strikes[0]).toMatchObject({ counts: false });
    });
  });

  describe('who may', () => {
    let customer: GivenUser;
    let strikeId: string;
    beforeAll(async () => {
      customer = await givenUser(t.ctx);
      await givenStrikes(customer, salon, 1);
      strikeId = (await strikesOf(salon, customer)).strikes[0]!._id;
    });

    it('only the owner sees and forgives strikes', async () => {
      t.setNow(LATER);
      const list = `/business/${salon.id}/customers/${customer.id}/strikes`;
      const forgive = `/business/${salon.id}/strikes/${strikeId}/forgive`;
      expect((await inject('GET', list, null)).statusCode).toBe(401);
      expect((await inject('GET', list, customer)).statusCode).toBe(403);
      expect((await inject('GET', list, otherOwner)).statusCode).toBe(403);
      expect((await inject('POST', forgive, null)).statusCode).toBe(401);
      expect((await inject('POST', forgive, customer)).statusCode).toBe(403);
      expect((await inject('POST', forgive, otherOwner)).statusCode).toBe(403);
      // A team member who signs in as staff (and may mark no-shows) does not decide forgiveness.
      const staff = await givenUser(t.ctx, { firstName: 'Sam', lastName: 'Staff' });
      await t.ctx.db.execute(sql`insert into team_members (business_id, name, user_id)
          values (${salon.id}, 'Sam', ${staff.id})`);
      expect((await inject('GET', list, staff)).statusCode).toBe(403);
      expect((await inject('POST', forgive, staff)).statusCode).toBe(403);
      // Another business's owner cannot reach it through their own business either.
      const through = `/business/${barber.id}/strikes/${strikeId}/forgive`;
      expect((await inject('POST', through, otherOwner)).statusCode).toBe(404);
      expect((await strikesOf(salon, customer)).counting).toBe(1);
    });

    it('unknown and malformed ids are 404', async () => {
      expect(
        (await inject('POST', `/business/${salon.id}/strikes/nope/forgive`, owner)).statusCode,
      ).toBe(404);
      expect(
        (
          await inject(
            'POST',
            `/business/${salon.id}/strikes/00000000-0000-4000-8000-000000000000/forgive`,
            owner,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await inject('GET', `/business/nope/customers/${customer.id}/strikes`, owner)).statusCode,
      ).toBe(404);
    });
  });

  describe('the policy settings', () => {
    it.each([
      [{ freeHours: 73 }, cancellationTexts.freeHoursInvalid],
      [{ freeHours: -1 }, cancellationTexts.freeHoursInvalid],
      [{ freeHours: 1.5 }, cancellationTexts.freeHoursInvalid],
      [{ freeHours: '24' }, cancellationTexts.freeHoursInvalid],
      [{ strikeLimit: 0 }, cancellationTexts.strikeLimitInvalid],
      [{ strikeLimit: 11 }, cancellationTexts.strikeLimitInvalid],
      [{ consequence: 'pay' }, cancellationTexts.consequenceInvalid],
      // 'deposit' needs the amount such a customer pays (decision 056).
      [{ consequence: 'deposit' }, cancellationTexts.strikeDepositInvalid],
    ])('refuses %o with what it needs', async (policy, message) => {
      const res = await inject('PUT', `/business/${salon.id}`, owner, {
        cancellationPolicy: policy,
      });
      expect(res.statusCode).toBe(400);
      // The rule behind the field's name: 'Free hours must be a whole number ...'.
      const field =
        'freeHours' in policy
          ? 'Free hours'
          : 'strikeLimit' in policy
            ? 'Strike limit'
            : policy.consequence === 'deposit'
              ? 'Deposit for customers with strikes'
              : 'Consequence';
      expect(res.json().message).toBe(
        `${field} ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      );
    });

    it('are the owner’s to change', async () => {
      const put = (who: GivenUser) =>
        inject('PUT', `/business/${salon.id}`, who, { cancellationPolicy: { freeHours: 0 } });
      expect((await put(otherOwner)).statusCode).toBe(403);
      const read = await inject('GET', `/business/${salon.id}`, null);
      expect(expectAnswer(read, 200).data.cancellationPolicy).toEqual({
        freeHours: 24,
        strikeLimit: 3,
        consequence: 'refuse',
        strikeDepositCents: null,
      });
    });
  });
});
