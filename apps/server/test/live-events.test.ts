import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { sql } from 'drizzle-orm';
import { eventHub } from '../src/modules/events/hub.ts';
import { appointmentEvents } from '../src/modules/events/publish.ts';
import { insertEvents } from '../src/modules/events/repository.ts';
import {
  booked,
  changeStatus,
  MONDAY_MORNING,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { changesPassword, resetsPassword } from './support/accounts.ts';
import {
  appEvents,
  endsWithin,
  listening,
  openStream,
  settle,
  type LiveStream,
} from './support/live.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

describe('live events: who hears what', () => {
  let t: TestApp;
  let origin: string;
  let ownerA: GivenUser;
  let ownerB: GivenUser;
  let customer: GivenUser;
  let stranger: GivenUser;
  let salonA: GivenBusiness;
  let salonB: GivenBusiness;
  const open: LiveStream[] = [];
  const stream = async (
    ...args: Parameters<typeof openStream> extends [unknown, ...infer R] ? R : never
  ) => {
    const s = await openStream(origin, ...args);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { live: { heartbeatMs: 100, sweepMs: 200 } });
    origin = await listening(t);
    ownerA = await givenUser(t.ctx);
    ownerB = await givenUser(t.ctx);
    customer = await givenUser(t.ctx);
    stranger = await givenUser(t.ctx);
    salonA = await givenBusiness(t.ctx, ownerA.id, { name: 'Salon A' });
    salonB = await givenBusiness(t.ctx, ownerB.id, { name: 'Salon B' });
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await t?.close();
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));

  const slotA = (time: string, date = TUESDAY) => ({
    businessId: salonA.id,
    sectionId: salonA.sectionIds[0]!,
    appointmentDate: date,
    appointmentTime: time,
  });

  it('refuses a stream without a sign-in, before verification, or with a malformed watch list', async () => {
    const anonymous = await stream(null);
    expect({ status: anonymous.status, message: anonymous.refusal?.message }).toEqual({
      status: 401,
      message: messages.unauthorized,
    });
    const unverified = await givenUser(t.ctx, { verified: false });
    expect((await stream(unverified)).status).toBe(403);
    const bad = await stream(customer, { watch: 'not-a-section:2026-03-03' });
    expect({ status: bad.status, message: bad.refusal?.message }).toEqual({
      status: 400,
      message: messages.watchInvalid,
    });
  });

  it("owner of A hears A's booking; the customer hears it too; B's owner and another customer hear nothing", async () => {
    const [a, b, mine, other] = await Promise.all([
      stream(ownerA),
      stream(ownerB),
      stream(customer),
      stream(stranger),
    ]);
    await Promise.all([a, b, mine, other].map((s) => s.next((e) => e.event === 'ready')));

    const id = await booked(t.app, customer, slotA('10:00'));

    const heard = await a.next((e) => e.event === 'appointment.created');
    expect(heard.data).toEqual({
      type: 'appointment.created',
      at: expect.any(String),
      appointmentId: id,
      businessId: salonA.id,
      sectionId: salonA.sectionIds[0],
      appointmentDate: TUESDAY,
      appointmentTime: '10:00',
      status: 0,
      by: 'customer',
    });
    expect(heard.id).toMatch(/^\d+$/);
    await mine.next((e) => e.event === 'appointment.created' && e.data.appointmentId === id);
    await settle();
    expect(appEvents(b)).toEqual([]);
    expect(appEvents(other)).toEqual([]);
  });

  it("the customer hears the owner's decision, and the owner the customer's cancellation", async () => {
    const id = await booked(t.app, customer, slotA('10:30'));
    const mine = await stream(customer);
    const a = await stream(ownerA);
    const other = await stream(stranger);
    await Promise.all([mine, a, other].map((s) => s.next((e) => e.event === 'ready')));

    expect((await changeStatus(t.app, ownerA, id, 1)).statusCode).toBe(200);
    const decided = await mine.next((e) => e.event === 'appointment.decided');
    expect(decided.data).toMatchObject({ appointmentId: id, status: 1, by: 'owner' });

    expect((await changeStatus(t.app, customer, id, 2, 'Feeling unwell')).statusCode).toBe(200);
    const cancelled = await a.next((e) => e.event === 'appointment.cancelled');
    expect(cancelled.data).toMatchObject({ appointmentId: id, status: 2, by: 'customer' });
    await settle();
    expect(appEvents(other)).toEqual([]);
  });

  it('a slot grid hears that a place was taken or freed in its section day, and nothing about who', async () => {
    const section = salonA.sectionIds[0]!;
    const grid = await stream(stranger, { watch: `${section}:${TUESDAY}` });
    const otherDay = await stream(stranger, { watch: `${section}:${WEDNESDAY}` });
    await Promise.all([grid, otherDay].map((s) => s.next((e) => e.event === 'ready')));

    const id = await booked(t.app, customer, slotA('11:00'));
    const taken = await grid.next((e) => e.event === 'slots.changed');
    expect(taken.data).toEqual({
      type: 'slots.changed',
      at: expect.any(String),
      businessId: salonA.id,
      sectionId: section,
      date: TUESDAY,
    });
    await changeStatus(t.app, ownerA, id, 2, 'Double booked');
    await grid.next((e) => e.event === 'slots.changed' && e !== taken);
    await settle();
    // The watcher is a stranger to the appointment: slot events only.
    expect(appEvents(grid).map((e) => e.event)).toEqual(['slots.changed', 'slots.changed']);
    expect(appEvents(otherDay)).toEqual([]);
  });

  it('a refused booking (slot full) publishes nothing', async () => {
    const a = await stream(ownerA);
    await a.next((e) => e.event === 'ready');
    await booked(t.app, customer, slotA('13:00'));
    await booked(t.app, stranger, slotA('13:00'));
    await a.next(() => appEvents(a).length >= 2);
    const late = await givenUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.1/appointment',
      headers: { authorization: `Bearer ${late.token}` },
      payload: slotA('13:00'),
    });
    expect(res.statusCode).toBe(409);
    await settle();
    expect(appEvents(a)).toHaveLength(2);
  });

  it('a change that is rolled back publishes nothing; one that commits, once it has', async () => {
    const a = await stream(ownerA);
    await a.next((e) => e.event === 'ready');
    const row = (appointmentId: string) =>
      appointmentEvents(
        {
          id: appointmentId,
          businessId: salonA.id,
          ownerId: ownerA.id,
          userId: customer.id,
          sectionId: salonA.sectionIds[0]!,
          appointmentDate: TUESDAY,
          appointmentTime: '09:00',
          status: AppointmentStatus.Waiting,
        },
        'appointment.changed',
        'owner',
        false,
      );
    const undone = crypto.randomUUID();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await insertEvents(tx, row(undone));
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    const kept = crypto.randomUUID();
    await t.ctx.db.transaction(async (tx) => {
      await insertEvents(tx, row(kept));
      await settle(100);
      // Not before the commit: the transaction is still open.
      expect(appEvents(a)).toEqual([]);
    });
    await a.next((e) => e.data.appointmentId === kept);
    await settle();
    expect(appEvents(a).map((e) => e.data.appointmentId)).toEqual([kept]);
  });

  it('an event stored but never announced (its process stopped after the commit) still arrives', async () => {
    const grid = await stream(stranger, { watch: `${salonA.sectionIds[0]}:${WEDNESDAY}` });
    await grid.next((e) => e.event === 'ready');
    // Written straight into the table, as if the process that committed it died before
    // publishing: the periodic sweep of every process delivers it.
    await t.ctx.db.execute(sql`
      insert into events (type, owner_id, customer_id, section_id, slot_date, data)
      values ('slots.changed', null, null, ${salonA.sectionIds[0]}::uuid, ${WEDNESDAY},
              ${JSON.stringify({ businessId: salonA.id, sectionId: salonA.sectionIds[0], date: WEDNESDAY })}::jsonb)`);
    const arrived = await grid.next((e) => e.event === 'slots.changed', 10_000);
    expect(arrived.data).toMatchObject({ sectionId: salonA.sectionIds[0], date: WEDNESDAY });
    await settle(500);
    expect(appEvents(grid)).toHaveLength(1);
  });

  it('a tab that reconnects with Last-Event-ID gets what it missed, then the live ones', async () => {
    const first = await stream(ownerA);
    await first.next((e) => e.event === 'ready');
    // What a tab sends back is the id of the last event it received.
    const seen = await booked(t.app, customer, slotA('16:00'));
    const ready = await first.next((e) => e.data.appointmentId === seen);
    first.close();
    await first.ended;

    const missed1 = await booked(t.app, customer, slotA('14:00'));
    const missed2 = await booked(t.app, stranger, slotA('14:30'));
    await booked(t.app, customer, {
      businessId: salonB.id,
      sectionId: salonB.sectionIds[0]!,
      appointmentDate: TUESDAY,
      appointmentTime: '14:00',
    });

    const again = await stream(ownerA, { lastEventId: ready.id });
    await again.next((e) => e.event === 'ready');
    // Replay repeats a few seconds before the last event (commit order is not numbering
    // order), so older events of this business may come again; never another business's.
    const replayed = appEvents(again);
    expect(
      replayed.filter((e) => Number(e.id) > Number(ready.id)).map((e) => e.data.appointmentId),
    ).toEqual([missed1, missed2]);
    expect(replayed.every((e) => e.data.businessId === salonA.id)).toBe(true);
    const live = await booked(t.app, customer, slotA('15:00'));
    await again.next((e) => e.data.appointmentId === live);
  });

  it('a Last-Event-ID the server no longer keeps gets a resync: the tab refetches everything', async () => {
    await booked(t.app, customer, slotA('16:30'));
    const s = await stream(ownerA, { lastEventId: '999999999' });
    const resync = await s.next((e) => e.event === 'resync');
    expect(resync.data).toEqual({ type: 'resync' });
    expect(resync.id).toMatch(/^\d+$/);
  });

  it('a password change or reset ends the streams opened before it; the new session streams on', async () => {
    const user = await givenUser(t.ctx);
    const stolen = await stream(user);
    await stolen.next((e) => e.event === 'ready');

    const changed = await changesPassword(t, user, DEFAULT_PASSWORD, 'Fresh@Start9');
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(stolen)).toBe('ended');
    expect((await stream(user)).status).toBe(401);

    const fresh = await stream({ token: changed.json().token as string });
    await fresh.next((e) => e.event === 'ready');
    expect(await endsWithin(fresh, 300)).toBe('open');
    expect((await resetsPassword(t, user.email, 'Other@Start8')).statusCode).toBe(200);
    expect(await endsWithin(fresh)).toBe('ended');
  });

  it('sends a retry hint first and heartbeats while idle; the open-stream count follows', async () => {
    const before = eventHub(t.ctx).connected();
    const s = await stream(customer);
    await s.next((e) => e.event === 'ready');
    expect(s.retries[0]).toBe(3000);
    expect(eventHub(t.ctx).connected()).toBe(before + 1);
    await settle(350);
    expect(s.comments).toBeGreaterThanOrEqual(2);
    s.close();
    await s.ended;
    await settle(50);
    expect(eventHub(t.ctx).connected()).toBe(before);
  });
});

describe('live events: shutdown', () => {
  it('ends open streams with a retry hint when the server closes', async () => {
    const t = await createTestApp();
    const origin = await listening(t);
    const user = await givenUser(t.ctx);
    const s = await openStream(origin, user);
    await s.next((e) => e.event === 'ready');
    await t.close();
    await s.ended;
    expect(s.retries.length).toBe(2);
    expect(s.retries[1]).toBeGreaterThanOrEqual(1500);
  });
});

describe.skipIf(engine !== 'postgres')('live events: a password changed on another process', () => {
  it("ends the account's streams on every process", async () => {
    const a = await createTestApp();
    const b = await createSecondTestApp(a);
    try {
      const user = await givenUser(a.ctx);
      const onB = await openStream(await listening(b), user);
      await onB.next((e) => e.event === 'ready');
      expect((await changesPassword(a, user, DEFAULT_PASSWORD, 'Fresh@Start9')).statusCode).toBe(
        200,
      );
      expect(await endsWithin(onB)).toBe('ended');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
