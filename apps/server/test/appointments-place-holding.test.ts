import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { slotLockKey } from '../src/modules/appointments/repository/slots.ts';
import { givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

// Which statuses hold a place is one domain constant (PLACE_HOLDING). The queries build their
// SQL from it; the partial unique index and the book_place function are SQL in the migrations,
// so here the database itself is asked, status by status, whether it agrees.
describe(`the database counts the places the domain says are held (${engine})`, () => {
  let t: TestApp;
  let salon: GivenBusiness;
  let alice: GivenUser;
  let bob: GivenUser;
  let hour = 8;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await givenUser(t.ctx);
    alice = await givenUser(t.ctx);
    bob = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id);
  });
  afterAll(() => t.close());

  /** A fresh slot holding one appointment of `who` in `status`; its start instant. */
  async function slotWith(who: GivenUser, status: AppointmentStatus) {
    const time = `${String(hour++).padStart(2, '0')}:00`;
    const id = await givenAppointment(t.ctx, {
      userId: who.id,
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      date: '2031-06-03',
      time,
      status,
    });
    const { rows } = (await t.ctx.db.execute(
      sql`select starts_at from appointments where id = ${id}`,
    )) as { rows: { starts_at: Date | string }[] };
    return { time, startsAt: new Date(rows[0]!.starts_at) };
  }

  /** book_place for `who` in that slot with one place per slot: its result. */
  async function bookOnePlace(who: GivenUser, slot: { time: string; startsAt: Date }) {
    const sectionId = salon.sectionIds[0]!;
    const { rows } = (await t.ctx.db.execute(sql`
      select result from book_place(${randomUUID()}::uuid, ${who.id}::uuid, ${salon.id}::uuid, ${sectionId}::uuid,
          '2031-06-03', ${slot.time}, ${slot.startsAt.toISOString()}::timestamptz, '', 1,
          ${slotLockKey(sectionId, slot.startsAt)})`)) as { rows: { result: string }[] };
    return rows[0]!.result;
  }

  for (const [name, status] of Object.entries(AppointmentStatus)) {
    const held = holdsPlace(status);

    it(`book_place counts a ${name} appointment as ${held ? 'holding' : 'not holding'} a place`, async () => {
      expect(await bookOnePlace(bob, await slotWith(alice, status))).toBe(held ? 'full' : 'booked');
      expect(await bookOnePlace(alice, await slotWith(alice, status))).toBe(
        held ? 'already-booked' : 'booked',
      );
    });

    it(`the one-place-per-customer index ${held ? 'refuses' : 'allows'} a second ${name} appointment`, async () => {
      const slot = await slotWith(alice, status);
      const again = givenAppointment(t.ctx, {
        userId: alice.id,
        businessId: salon.id,
        sectionId: salon.sectionIds[0]!,
        date: '2031-06-03',
        time: slot.time,
        status,
      });
      if (held) await expect(again).rejects.toThrow();
      else await expect(again).resolves.toBeTypeOf('string');
    });
  }

  it('book_place stores a new appointment as Waiting', async () => {
    const slot = await slotWith(alice, AppointmentStatus.Cancelled);
    expect(await bookOnePlace(bob, slot)).toBe('booked');
    const { rows } = (await t.ctx.db.execute(
      sql`select status from appointments where user_id = ${bob.id} and starts_at = ${slot.startsAt.toISOString()}::timestamptz`,
    )) as { rows: { status: number }[] };
    expect(rows.map((r) => r.status)).toEqual([AppointmentStatus.Waiting]);
  });
});
