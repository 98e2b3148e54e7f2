import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { serviceTexts } from '@timeapp/domain/service-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { events } from '../src/db/schema.ts';
import { deletePassed } from '../src/modules/waitlist/repository.ts';
import {
  booked,
  changeStatus,
  mailsTo,
  MONDAY_MORNING,
  reschedule,
  SUNDAY,
  TUESDAY,
  WEDNESDAY,
  type BookingBody,
} from './support/appointments.ts';
import { expectAnswer } from './support/business-scenarios.ts';
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
  const freedSubject = () => mailTexts.waitlistMailSubject('Cut Above');

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

// A section that books by service (docs/decisions/043-waitlist-by-service.md): a customer who
// finds no free time for a service on a day, with the member they want or anyone, waits for
// that day; when a booking by service stops holding a member's time, those waiting that day for
// that member (or anyone who does the service) are told, in the order they asked, when a time of
// their service is now free with that member.
describe(`the waitlist of a service on a day (${engine})`, () => {
  const THURSDAY = '2026-03-05';
  const FRIDAY = '2026-03-06';
  const SATURDAY = '2026-03-07';
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness; // Monday to Saturday; Aroha and Ben work 09:00-11:00 Tu, Th, Fr, Sa
  let section: string;
  let aroha: string;
  let ben: string;
  let cut: string; // 60 minutes on the hour, Aroha and Ben: starts 09:00 and 10:00 each
  let colour: string; // 120 minutes, Aroha only: 09:00 alone

  const inject = (method: 'GET' | 'POST', url: string, who: GivenUser | null, payload?: object) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      ...(payload && { payload }),
    });
  const join = (
    who: GivenUser | null,
    date: string,
    serviceId: string,
    memberId?: string,
    extra: object = {},
  ) =>
    inject('POST', `/business/${salon.id}/section/${section}/waitlist`, who, {
      appointmentDate: date,
      serviceId,
      ...(memberId ? { memberId } : {}),
      ...extra,
    });
  const joined = async (who: GivenUser, date: string, serviceId: string, memberId?: string) =>
    expectAnswer(await join(who, date, serviceId, memberId), 201, serviceTexts.waitlistJoinedDay)
      .data;
  /** A customer books `serviceId` with `memberId` at `time`; answers who and the id. */
  const bookService = async (date: string, time: string, memberId: string, serviceId = cut) => {
    const who = await givenUser(t.ctx);
    const body = { businessId: salon.id, sectionId: section, appointmentDate: date };
    const id = await booked(t.app, who, {
      ...body,
      appointmentTime: time,
      serviceId,
      memberId,
    });
    return { who, id };
  };
  const freedEvents = async (customerId: string) =>
    (await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(200)).filter(
      (e) => e.type === 'waitlist.freed' && e.customerId === customerId,
    );
  const subject = () => mailTexts.waitlistTimeFreedSubject('Shear Bliss');

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Shear Bliss' });
    section = salon.sectionIds[0]!;
    const hours = Object.fromEntries(
      ['TU', 'TH', 'FR', 'SA'].map((d) => [d, [['09:00', '11:00']]]),
    );
    const member = async (name: string) =>
      expectAnswer(await inject('POST', `/business/${salon.id}/team`, owner, { name, hours }), 201)
        .data._id as string;
    aroha = await member('Aroha');
    ben = await member('Ben');
    const service = async (name: string, durationMinutes: number, memberIds: string[]) =>
      expectAnswer(
        await inject('POST', `/business/${salon.id}/services`, owner, {
          sectionId: section,
          name,
          durationMinutes,
          startEvery: 60,
          memberIds,
        }),
        201,
      ).data._id as string;
    cut = await service('Cut', 60, [aroha, ben]);
    colour = await service('Colour', 120, [aroha]);
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  it('refuses a day with a free time, with that member or anyone; joins when every time is taken; names the service and member', async () => {
    const carol = await givenUser(t.ctx);
    expectAnswer(await join(carol, TUESDAY, cut), 409, serviceTexts.waitlistServiceFree);
    expectAnswer(await join(carol, TUESDAY, cut, aroha), 409, serviceTexts.waitlistServiceFree);

    await bookService(TUESDAY, '09:00', aroha);
    await bookService(TUESDAY, '10:00', aroha);
    // Ben is still free: 'anyone' has a time.
    expectAnswer(await join(carol, TUESDAY, cut), 409, serviceTexts.waitlistServiceFree);
    const entry = await joined(carol, TUESDAY, cut, aroha);
    expect(entry).toMatchObject({
      sectionId: section,
      appointmentDate: TUESDAY,
      appointmentTime: null,
      startsAt: null,
      endsAt: new Date('2026-03-04T00:00:00+13:00').toISOString(),
      service: { _id: cut, name: 'Cut' },
      member: { _id: aroha, name: 'Aroha' },
    });
    expectAnswer(await join(carol, TUESDAY, cut, aroha), 409, serviceTexts.waitlistAlreadyDay);
    expectAnswer(await join(carol, TUESDAY, colour), 201, serviceTexts.waitlistJoinedDay);

    const mine = expectAnswer(await inject('GET', '/waitlist', carol), 200).data;
    expect(
      mine.map((e: { service: { name: string }; member: unknown }) => [e.service.name, e.member]),
    ).toEqual([
      ['Cut', { _id: aroha, name: 'Aroha' }],
      ['Colour', null],
    ]);
  });

  it('refuses a day nobody could be booked, a member who does not do it, a slot and a service at once', async () => {
    const dan = await givenUser(t.ctx);
    expectAnswer(await join(dan, SUNDAY, cut), 400, messages.offDay);
    // The section is open on Wednesday, but nobody who cuts works then.
    expectAnswer(await join(dan, WEDNESDAY, cut), 400, serviceTexts.waitlistNoTimeThatDay);
    expectAnswer(await join(dan, '2026-03-01', cut), 400, messages.pastTime);
    expectAnswer(await join(dan, THURSDAY, colour, ben), 400, messages.memberDoesNotPerform);
    expectAnswer(await join(dan, THURSDAY, salon.id), 404, messages.serviceNotFound);
    expectAnswer(
      await join(dan, THURSDAY, cut, undefined, { appointmentTime: '09:00' }),
      400,
      serviceTexts.waitlistDayNoTime,
    );
    expectAnswer(
      await inject('POST', `/business/${salon.id}/section/${section}/waitlist`, dan, {
        appointmentDate: THURSDAY,
        appointmentTime: '09:00',
        memberId: aroha,
      }),
      400,
      serviceTexts.waitlistMemberNeedsService,
    );
    // A slot's entry in a section that books by service.
    const slotBody = { appointmentDate: THURSDAY, appointmentTime: '09:00' };
    expectAnswer(
      await inject('POST', `/business/${salon.id}/section/${section}/waitlist`, dan, slotBody),
      400,
      messages.bookAService,
    );
    expect((await join(null, THURSDAY, cut)).statusCode).toBe(401);
    expectAnswer(await join(owner, THURSDAY, cut), 403, messages.ownBusinessBooking);
  });

  it('tells those waiting for the freed member, or for anyone, in the order they asked, when their service has a time free now', async () => {
    const a9 = await bookService(THURSDAY, '09:00', aroha);
    const a10 = await bookService(THURSDAY, '10:00', aroha);
    const b9 = await bookService(THURSDAY, '09:00', ben);
    await bookService(THURSDAY, '10:00', ben);
    const anyone = await givenUser(t.ctx, { firstName: 'Any' });
    const colourWithAroha = await givenUser(t.ctx);
    const withBen = await givenUser(t.ctx);
    const withAroha = await givenUser(t.ctx);
    await joined(anyone, THURSDAY, cut);
    await joined(colourWithAroha, THURSDAY, colour, aroha);
    await joined(withBen, THURSDAY, cut, ben);
    await joined(withAroha, THURSDAY, cut, aroha);

    // Aroha's 10:00 cut is cancelled by its customer: a cut is free with her now, a colour
    // (09:00 to 11:00) is not; Ben's time did not change.
    expect(
      (await changeStatus(t.app, a10.who, a10.id, AppointmentStatus.Cancelled, 'Ill')).statusCode,
    ).toBe(200);
    const [toAnyone] = await mailsTo(t.ctx, anyone.email);
    const [toWithAroha] = await mailsTo(t.ctx, withAroha.email);
    expect(toAnyone!.subject).toContain(subject());
    expect(toAnyone!.text).toContain(mailTexts.waitlistTimeFreed('Cut with Aroha', 'Thu 5 Mar'));
    expect(toWithAroha!.text).toContain(mailTexts.waitlistTimeFreed('Cut with Aroha', 'Thu 5 Mar'));
    expect(toAnyone!.createdAt.getTime()).toBeLessThanOrEqual(toWithAroha!.createdAt.getTime());
    expect(await mailsTo(t.ctx, colourWithAroha.email)).toHaveLength(0);
    expect(await mailsTo(t.ctx, withBen.email)).toHaveLength(0);
    const [live] = await freedEvents(anyone.id);
    expect(live!.data).toEqual({
      businessId: salon.id,
      sectionId: section,
      date: THURSDAY,
      serviceId: cut,
      memberId: aroha,
    });
    expect(await freedEvents(withAroha.id)).toHaveLength(1);
    const order = (await t.ctx.db.select().from(events).orderBy(desc(events.id)).limit(10))
      .filter((e) => e.type === 'waitlist.freed')
      .map((e) => e.customerId);
    expect(order.slice(0, 2)).toEqual([withAroha.id, anyone.id]); // newest first

    // The owner cancels Aroha's 09:00: now her whole morning is free, and a colour fits.
    await changeStatus(t.app, owner, a9.id, AppointmentStatus.Cancelled);
    expect(await mailsTo(t.ctx, colourWithAroha.email)).toHaveLength(1);
    expect((await mailsTo(t.ctx, colourWithAroha.email))[0]!.text).toContain(
      mailTexts.waitlistTimeFreed('Colour with Aroha', 'Thu 5 Mar'),
    );
    expect(await mailsTo(t.ctx, anyone.email)).toHaveLength(2);
    expect(await mailsTo(t.ctx, withBen.email)).toHaveLength(0);

    // The owner rejects Ben's 09:00: those waiting for Ben, and for anyone, are told.
    await changeStatus(t.app, owner, b9.id, AppointmentStatus.Cancelled);
    const [toWithBen] = await mailsTo(t.ctx, withBen.email);
    expect(toWithBen!.text).toContain(mailTexts.waitlistTimeFreed('Cut with Ben', 'Thu 5 Mar'));
    expect(await mailsTo(t.ctx, anyone.email)).toHaveLength(3);
    expect(await mailsTo(t.ctx, withAroha.email)).toHaveLength(2);
    expect((await freedEvents(withBen.id))[0]!.data).toMatchObject({ memberId: ben });
  });

  it('tells them when a booking moves away; not one who has booked the service that day since; the entry ends with its day', async () => {
    const a9 = await bookService(FRIDAY, '09:00', aroha);
    await bookService(FRIDAY, '10:00', aroha);
    const gus = await givenUser(t.ctx);
    const hal = await givenUser(t.ctx);
    await joined(gus, FRIDAY, cut, aroha);
    await joined(hal, FRIDAY, cut, aroha);
    // Hal books Ben instead: he has his cut that day.
    await booked(t.app, hal, {
      businessId: salon.id,
      sectionId: section,
      appointmentDate: FRIDAY,
      appointmentTime: '09:00',
      serviceId: cut,
      memberId: ben,
    });
    expect((await mine(hal)).map((e) => e.service?.name)).toEqual([]);
    // Nor can he wait again for a cut that day.
    expectAnswer(await join(hal, FRIDAY, cut, aroha), 409, serviceTexts.waitlistBookedDay);

    const moved = await reschedule(t.app, a9.who, a9.id, {
      appointmentDate: SATURDAY,
      appointmentTime: '09:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(await mailsTo(t.ctx, gus.email)).toHaveLength(1);
    // Hal's one e-mail is his booking's.
    const toHal = await mailsTo(t.ctx, hal.email);
    expect(toHal.filter((m) => m.subject.includes(subject()))).toEqual([]);

    expect(await mine(gus)).toHaveLength(1);
    t.setNow('2026-03-07T00:00:00+13:00');
    expect(await mine(gus)).toEqual([]);
    expect(await deletePassed(t.ctx.db, t.ctx.now())).toBeGreaterThanOrEqual(1);
  });

  const mine = async (who: GivenUser) =>
    expectAnswer(await inject('GET', '/waitlist', who), 200).data as Array<{
      service: { name: string } | null;
    }>;
});
