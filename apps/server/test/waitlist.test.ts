import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { events } from '../src/db/schema.ts';
import { deletePassed } from '../src/modules/waitlist/repository.ts';
import {
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  reschedule,
  TUESDAY,
  type BookingBody,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// 'Tell me when a place frees' (docs/decisions/024-waitlist.md): a customer waits for a full
// slot; when a place frees there, everyone waiting is told in the order they asked, by e-mail
// and live; the first to book takes it; the entry ends when the slot starts.

const API = '/api/v1.1';

describe(`the waitlist of a full slot (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness; // 2 places per 30-minute slot, Monday to Saturday 09:00-17:00
  let bistro: GivenBusiness; // request mode

  const slot = (time: string, business = salon): BookingBody => ({
    businessId: business.id,
    sectionId: business.sectionIds[0]!,
    appointmentDate: TUESDAY,
    appointmentTime: time,
  });
  const join = (who: GivenUser | null, time: string, business = salon) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/business/${business.id}/section/${business.sectionIds[0]}/waitlist`,
      headers: who ? bearer(who) : {},
      payload: { appointmentDate: TUESDAY, appointmentTime: time },
    });
  const leave = (who: GivenUser | null, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${API}/waitlist/${id}`,
      headers: who ? bearer(who) : {},
    });
  const mine = (who: GivenUser | null) =>
    t.app.inject({ method: 'GET', url: `${API}/waitlist`, headers: who ? bearer(who) : {} });
  /** Fills `time` with two customers; answers them with their appointment ids. */
  const fill = async (time: string) => {
    const held: Array<{ who: GivenUser; id: string }> = [];
    for (let i = 0; i < 2; i++) {
      const who = await givenUser(t.ctx);
      held.push({ who, id: await booked(t.app, who, slot(time)) });
    }
    return held;
  };
  const freedSubject = () => messages.waitlistMailSubject('Cut Above');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' });
    bistro = await givenBusiness(t.ctx, owner.id, { name: 'Bistro' }, [
      { customRequest: true, offStart: null, offEnd: null },
    ]);
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  it('tells everyone waiting, in the order they asked, when a place frees; the first to book takes it', async () => {
    const [first] = await fill('10:00');
    const ana = await givenUser(t.ctx, { firstName: 'Ana' });
    const ben = await givenUser(t.ctx, { firstName: 'Ben' });
    const joined = await join(ana, '10:00');
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      message: messages.waitlistJoined,
      data: { appointmentDate: TUESDAY, appointmentTime: '10:00' },
    });
    expect((await join(ben, '10:00')).statusCode).toBe(201);
    expect(await mailsTo(t.ctx, ana.email)).toHaveLength(0);

    // A customer cancels: a place frees.
    const cancel = await changeStatus(
      t.app,
      first!.who,
      first!.id,
      AppointmentStatus.Cancelled,
      'Cannot come',
    );
    expect(cancel.statusCode).toBe(200);

    const [toAna] = await mailsTo(t.ctx, ana.email);
    const [toBen] = await mailsTo(t.ctx, ben.email);
    expect(toAna!.subject).toContain(freedSubject());
    expect(toAna!.text).toContain(messages.waitlistPlaceFreed('Tue 3 Mar, 10:00 AM'));
    expect(toBen!.subject).toContain(freedSubject());
    // In the order they asked: Ana's e-mail and event were queued first.
    expect(toAna!.createdAt.getTime()).toBeLessThanOrEqual(toBen!.createdAt.getTime());
    const told = (await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(10)).filter(
      (e) => e.type === 'waitlist.freed',
    );
    expect(told.map((e) => e.customerId)).toEqual([ben.id, ana.id]); // newest first
    expect(told[0]!.data).toEqual({
      businessId: salon.id,
      sectionId: salon.sectionIds[0],
      date: TUESDAY,
      time: '10:00',
    });

    // Ben books first and takes it; Ana finds it full again.
    await booked(t.app, ben, slot('10:00'));
    const late = await t.app.inject({
      method: 'POST',
      url: `${API}/appointment`,
      headers: bearer(ana),
      payload: { ...slot('10:00'), reason: '' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.slotFull);
  });

  it('tells them when the owner rejects a request or a customer moves away, not otherwise', async () => {
    const [a, b] = await fill('11:00');
    const cleo = await givenUser(t.ctx);
    await join(cleo, '11:00');
    // Accepting holds the place: nothing to tell.
    await changeStatus(t.app, owner, a!.id, AppointmentStatus.Approved);
    expect(await mailsTo(t.ctx, cleo.email)).toHaveLength(0);
    await changeStatus(t.app, owner, b!.id, AppointmentStatus.Cancelled);
    expect(await mailsTo(t.ctx, cleo.email)).toHaveLength(1);

    const [c] = await fill('14:00');
    const dan = await givenUser(t.ctx);
    await join(dan, '14:00');
    const moved = await reschedule(t.app, c!.who, c!.id, {
      appointmentDate: TUESDAY,
      appointmentTime: '15:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(await mailsTo(t.ctx, dan.email)).toHaveLength(1);
  });

  it('refuses a slot with a free place, the caller’s own slot, a second entry, request mode and bad times', async () => {
    const eve = await givenUser(t.ctx);
    const free = await join(eve, '13:00');
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(messages.waitlistNotFull);

    await fill('13:30');
    expect((await join(eve, '13:30')).statusCode).toBe(201);
    const again = await join(eve, '13:30');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.waitlistAlready);

    const holder = await givenUser(t.ctx);
    await booked(t.app, holder, slot('15:30'));
    await booked(t.app, await givenUser(t.ctx), slot('15:30'));
    expect((await join(holder, '15:30')).json().message).toBe(messages.alreadyBooked);

    expect((await join(eve, '10:10', bistro)).json().message).toBe(messages.waitlistRequestMode);
    const offGrid = await join(eve, '10:10');
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toBe(messages.notSlotBoundary);
  });

  it('is for signed-in customers other than the owner; an entry is its customer’s to see and leave', async () => {
    await fill('16:00');
    expect((await join(null, '16:00')).statusCode).toBe(401);
    const byOwner = await join(owner, '16:00');
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe(messages.ownBusinessBooking);

    const fay = await givenUser(t.ctx);
    const other = await givenUser(t.ctx);
    const id = (await join(fay, '16:00')).json().data._id as string;
    expect((await mine(fay)).json().data.map((e: { _id: string }) => e._id)).toEqual([id]);
    expect((await mine(other)).json().data).toEqual([]);
    expect((await mine(null)).statusCode).toBe(401);

    expect((await leave(other, id)).statusCode).toBe(403);
    expect((await leave(owner, id)).statusCode).toBe(403);
    expect((await leave(null, id)).statusCode).toBe(401);
    expect((await leave(fay, 'nope')).statusCode).toBe(404);
    const left = await leave(fay, id);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(messages.waitlistLeft);
    expect((await mine(fay)).json().data).toEqual([]);
  });

  it('ends an entry when its slot starts: no notice after, and the clean-up removes it', async () => {
    const [a] = await fill('16:30');
    const gus = await givenUser(t.ctx);
    await join(gus, '16:30');
    t.setNow('2026-03-03T16:31:00+13:00');
    expect((await mine(gus)).json().data).toEqual([]);
    await changeStatus(t.app, owner, a!.id, AppointmentStatus.Cancelled);
    expect(await mailsTo(t.ctx, gus.email)).toHaveLength(0);
    expect(await deletePassed(t.ctx.db, t.ctx.now())).toBeGreaterThanOrEqual(1);
  });
});
