import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppointmentStatus } from '@timeapp/domain/status';
import { calendarFeeds } from '../src/db/schema.ts';
import { flushOutbox } from '../src/modules/mail/worker.ts';
import {
  booked,
  changeStatus,
  MONDAY_MORNING,
  reschedule,
  TUESDAY,
  WEDNESDAY,
  type BookingBody,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { calendarPart, parseIcs } from './support/ics.ts';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { startSmtpServer } from './support/smtp.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { changesPassword, resetsPassword } from './support/accounts.ts';
import { bearer, DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

// Calendars (docs/calendars.md): the .ics of an appointment, the e-mails that carry it, and
// each user's private feed.

const API = '/api/v1.1';

/** The customer as the entry's ATTENDEE (docs/calendars.md, 'The customer as attendee'). */
const attendee = (who: GivenUser) => ({
  email: who.email,
  name: `${who.firstName} ${who.lastName}`,
  role: 'REQ-PARTICIPANT',
  partstat: 'ACCEPTED',
  rsvp: 'FALSE',
});

describe(`calendar downloads and feeds (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let otherOwner: GivenUser;
  let salon: GivenBusiness;
  let cleo: GivenUser;
  let id: string;

  const slot = (date: string, time: string, business = salon): BookingBody => ({
    businessId: business.id,
    sectionId: business.sectionIds[0]!,
    appointmentDate: date,
    appointmentTime: time,
  });
  const download = (user: GivenUser | null, appointmentId = id) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/appointment/${appointmentId}/calendar`,
      headers: user ? bearer(user) : {},
    });
  const feedCall = (method: 'GET' | 'POST' | 'DELETE', user: { token: string } | null) =>
    t.app.inject({ method, url: `${API}/users/calendar-feed`, headers: user ? bearer(user) : {} });
  /** The feed's path from its webcal:// address. */
  const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    otherOwner = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, {
      name: 'Cut Above',
      street: '12 Ponsonby Road',
      suburb: 'Ponsonby',
      city: 'Auckland',
    });
    await givenBusiness(t.ctx, otherOwner.id, { name: 'Elsewhere' });
    cleo = await givenUser(t.ctx, { firstName: 'Cleo' });
    id = await booked(t.app, cleo, slot(TUESDAY, '10:00'));
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  it("answers the customer's .ics: an attachment in the business's local time", async () => {
    const res = await download(cleo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    const { method, events } = parseIcs(res.body);
    expect(method).toBe('REQUEST');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `${id}@timeapp.test`,
      sequence: 0,
      status: 'TENTATIVE',
      summary: expect.stringMatching(/ at Cut Above$/),
      location: expect.stringContaining('12 Ponsonby Road, Ponsonby, Auckland'),
      localStart: '2026-03-03T10:00:00',
      tzid: 'Pacific/Auckland',
      // An invitation from the product's sender to the customer.
      organizer: 'no-reply@timeapp.local',
      attendees: [attendee(cleo)],
    });
    // 10:00 in Auckland in March is NZDT (+13:00).
    expect(events[0]!.start.toISOString()).toBe('2026-03-02T21:00:00.000Z');
  });

  it('answers the owner too, and refuses everyone else as reading the appointment does', async () => {
    expect((await download(owner)).statusCode).toBe(200);
    expect((await download(otherOwner)).statusCode).toBe(403);
    expect((await download(await givenUser(t.ctx))).statusCode).toBe(403);
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(cleo, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(cleo, 'not-an-id')).statusCode).toBe(404);
  });

  it('turns into a CANCEL with a higher SEQUENCE once cancelled', async () => {
    const dan = await givenUser(t.ctx);
    const other = await booked(t.app, dan, slot(TUESDAY, '11:00'));
    expect((await changeStatus(t.app, owner, other, AppointmentStatus.Approved)).statusCode).toBe(
      200,
    );
    const approved = parseIcs((await download(dan, other)).body);
    expect(approved.events[0]).toMatchObject({
      status: 'CONFIRMED',
      sequence: 1,
      attendees: [attendee(dan)],
    });
    expect(
      (await changeStatus(t.app, dan, other, AppointmentStatus.Cancelled, 'Sick')).statusCode,
    ).toBe(200);
    const cancelled = parseIcs((await download(dan, other)).body);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({
      uid: `${other}@timeapp.test`,
      status: 'CANCELLED',
      sequence: 2,
      // RFC 5546: a CANCEL of the whole event names its attendees.
      attendees: [attendee(dan)],
    });
  });

  it('invites no one to a walk-in: no account, no address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/business/${salon.id}/walk-in`,
      headers: bearer(owner),
      payload: {
        sectionId: salon.sectionIds[0],
        appointmentDate: TUESDAY,
        appointmentTime: '15:00',
        name: 'Wiremu Walker',
        phone: '021 555 0199',
      },
    });
    expect(res.statusCode).toBe(201);
    const walkIn = await download(owner, res.json().data._id);
    expect(walkIn.statusCode).toBe(200);
    const { events } = parseIcs(walkIn.body);
    expect(events[0]).toMatchObject({ status: 'CONFIRMED', attendees: [] });
    expect(walkIn.body).not.toMatch(/^ATTENDEE/m);
    // The owner still reads who is coming in the description.
    expect(walkIn.body).toContain('Wiremu Walker');
  });

  it('creates, reads, renews and revokes a feed; only a hash of its token is stored', async () => {
    const ana = await givenUser(t.ctx, { firstName: 'Ana' });
    const mine = await booked(t.app, ana, slot(WEDNESDAY, '09:30'));
    const gone = await booked(t.app, ana, slot(WEDNESDAY, '10:30'));
    await changeStatus(t.app, ana, gone, AppointmentStatus.Cancelled, 'Changed my mind');

    expect((await feedCall('GET', ana)).json().data).toEqual({ exists: false, createdAt: null });
    const created = await feedCall('POST', ana);
    expect(created.statusCode).toBe(201);
    const url = created.json().data.url as string;
    expect(url).toMatch(/^webcal:\/\/timeapp\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedCall('GET', ana)).json().data).toMatchObject({ exists: true });
    // The GET never shows the address.
    expect((await feedCall('GET', ana)).body).not.toContain(feedPath(url));
    const [stored] = await t.ctx.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, ana.id));
    expect(url).not.toContain(stored!.tokenHash);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { method, events } = parseIcs(feed.body);
    expect(method).toBeNull();
    // Her appointment, not the cancelled one, nor anyone else's.
    expect(events.map((e) => e.uid)).toEqual([`${mine}@timeapp.test`]);
    expect(events[0]).toMatchObject({ localStart: '2026-03-04T09:30:00' });

    const renewed = (await feedCall('POST', ana)).json().data.url as string;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(renewed) })).statusCode).toBe(200);

    expect((await feedCall('DELETE', ana)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: feedPath(renewed) })).statusCode).toBe(404);
    expect((await feedCall('DELETE', ana)).statusCode).toBe(404);
    expect((await feedCall('GET', ana)).json().data.exists).toBe(false);
  });

  it('a feed made with a stolen session stops answering once the password is changed or reset', async () => {
    const feedAnswers = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode;
    // Someone holding the owner's session makes a feed: it lists every customer's name.
    const victim = await givenUser(t.ctx, { firstName: 'Hine' });
    await givenBusiness(t.ctx, victim.id, { name: 'Hine Hair' });
    const stolen = (await feedCall('POST', victim)).json().data.url as string;
    expect(await feedAnswers(stolen)).toBe(200);

    // The owner notices and changes the password: the thief's feed stops.
    const changed = await changesPassword(t, victim, DEFAULT_PASSWORD, 'Fresh@Start9');
    expect(changed.statusCode).toBe(200);
    expect(await feedAnswers(stolen)).toBe(404);
    const after = { token: changed.json().token as string };
    expect((await feedCall('GET', after)).json().data).toEqual({ exists: false, createdAt: null });

    // A reset does the same.
    const again = (await feedCall('POST', after)).json().data.url as string;
    expect(await feedAnswers(again)).toBe(200);
    expect((await resetsPassword(t, victim.email, 'Other@Start8')).statusCode).toBe(200);
    expect(await feedAnswers(again)).toBe(404);
  });

  it("gives an owner their business's appointments, with the customer's name", async () => {
    const url = (await feedCall('POST', owner)).json().data.url as string;
    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    const { events } = parseIcs(feed.body);
    expect(events.map((e) => e.uid)).toContain(`${id}@timeapp.test`);
    expect(events.find((e) => e.uid === `${id}@timeapp.test`)!.attendees).toEqual([attendee(cleo)]);
    expect(feed.body).toContain('Cleo Person');
    expect(feed.body).toContain('/view-today-appontment?id=');
    // The other owner's feed has none of them.
    const theirs = (await feedCall('POST', otherOwner)).json().data.url as string;
    const empty = parseIcs((await t.app.inject({ method: 'GET', url: feedPath(theirs) })).body);
    expect(empty.events).toEqual([]);
  });

  it('needs a signed-in user for the feed calls, and answers 404 to unknown tokens', async () => {
    expect((await feedCall('GET', null)).statusCode).toBe(401);
    expect((await feedCall('POST', null)).statusCode).toBe(401);
    expect((await feedCall('DELETE', null)).statusCode).toBe(401);
    for (const path of ['/calendar/nothing.ics', `/calendar/${'a'.repeat(43)}.ics`])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe(`appointment e-mails carry the .ics over SMTP (${engine})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The calendar of the newest message delivered to `to`. */
  const lastCalendar = (to: string) => {
    const message = smtp.received.filter((m) => m.to.includes(to)).at(-1);
    expect(message).toBeDefined();
    const part = calendarPart(message!.raw);
    expect(part).toBeDefined();
    return { contentType: part!.contentType, ...parseIcs(part!.text) };
  };

  it('one UID across booking, decision, reschedule and cancellation; SEQUENCE grows', async () => {
    t.setNow(MONDAY_MORNING);
    const owner = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Cut Above' });
    const cleo = await givenUser(t.ctx);
    const body = {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: TUESDAY,
      appointmentTime: '10:00',
    };
    const id = await booked(t.app, cleo, body);
    const uid = `${id}@timeapp.test`;
    await flushOutbox(t.ctx);
    const booking = lastCalendar(owner.email);
    expect(booking.contentType).toMatch(/method=REQUEST/i);
    expect(booking.method).toBe('REQUEST');
    expect(booking.events[0]).toMatchObject({
      uid,
      sequence: 0,
      localStart: '2026-03-03T10:00:00',
      tzid: 'Pacific/Auckland',
      attendees: [attendee(cleo)],
    });

    expect((await changeStatus(t.app, owner, id, AppointmentStatus.Approved)).statusCode).toBe(200);
    // The decision is held back for its undo window.
    t.setNow(new Date(new Date(MONDAY_MORNING).getTime() + 11_000));
    await flushOutbox(t.ctx);
    const decision = lastCalendar(cleo.email);
    expect(decision.method).toBe('REQUEST');
    expect(decision.events[0]).toMatchObject({
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      attendees: [attendee(cleo)],
    });

    const moved = await reschedule(t.app, cleo, id, {
      appointmentDate: WEDNESDAY,
      appointmentTime: '14:30',
    });
    expect(moved.statusCode).toBe(200);
    await flushOutbox(t.ctx);
    const rescheduled = lastCalendar(owner.email);
    expect(rescheduled.method).toBe('REQUEST');
    expect(rescheduled.events[0]).toMatchObject({
      uid,
      sequence: 2,
      localStart: '2026-03-04T14:30:00',
    });
    expect(rescheduled.events[0]!.start.toISOString()).toBe('2026-03-04T01:30:00.000Z');

    expect(
      (await changeStatus(t.app, cleo, id, AppointmentStatus.Cancelled, 'Away')).statusCode,
    ).toBe(200);
    await flushOutbox(t.ctx);
    const cancelled = lastCalendar(owner.email);
    expect(cancelled.contentType).toMatch(/method=CANCEL/i);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({
      uid,
      sequence: 3,
      status: 'CANCELLED',
      attendees: [attendee(cleo)],
    });
    // The customer's own cancellation e-mails them too, with the CANCEL for the entry they
    // added (DESIGN.md section 11; issue 29: nothing came, and their calendar kept it).
    const mine = lastCalendar(cleo.email);
    expect(mine.method).toBe('CANCEL');
    expect(mine.events[0]).toMatchObject({ uid, sequence: 3, status: 'CANCELLED' });
    const mail = smtp.received.filter((m) => m.to.includes(cleo.email)).at(-1)!;
    expect(mail.raw).toContain(mailTexts.ownCancelMailSubject);
  });
});
