import { accountTexts } from '@timeapp/domain/account-texts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { cleanup } from '../src/jobs.ts';
import { purgeDeletedAccounts } from '../src/modules/privacy/deletion.ts';
import {
  book,
  listAppointments,
  mailsTo,
  MONDAY_MORNING,
  readAppointment,
  TUESDAY,
  WEDNESDAY,
} from './support/appointments.ts';
import {
  apiAs,
  call,
  expectAnswer,
  givenAppointment,
  rowsOf,
  type Caller,
} from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

// An owner closes their business (DESIGN.md section 12; decision 051): upcoming appointments
// are cancelled and their customers told, the business leaves search, its page, booking and
// its team, past appointments stay in the customers' history, and the owner can then delete
// their account.
describe(`closing a business (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  let staff: GivenUser;
  let salon: GivenBusiness;
  let sectionId: string;
  let past: string;
  let waiting: string;
  let approved: string;

  type Who = Caller;
  const inject = apiAs(() => t);
  const q = <T>(query: SQL) => rowsOf<T>(t.ctx, query);
  const closing = (who: Who, password = DEFAULT_PASSWORD) =>
    inject('POST', `/business/${salon.id}/closing`, who, { password });
  const profileOf = async (u: GivenUser) =>
    expectAnswer(await inject('GET', `/users/${u.id}`, u), 200).data as {
      relatedBusinesses: string[];
      staffOf: string[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    customer = await givenUser(t.ctx);
    staff = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Closing Time Salon' });
    sectionId = salon.sectionIds[0]!;
    const at = (
      date: string,
      time: string,
      status: AppointmentStatus = AppointmentStatus.Waiting,
    ) =>
      givenAppointment(t.ctx, {
        userId: customer.id,
        businessId: salon.id,
        sectionId,
        date,
        time,
        status,
      });
    past = await at('2026-02-23', '10:00', AppointmentStatus.Approved);
    waiting = await at(TUESDAY, '10:00');
    approved = await at(WEDNESDAY, '11:00', AppointmentStatus.Approved);
    await t.ctx.db.execute(sql`insert into team_members (business_id, name, email, user_id)
        values (${salon.id}, 'Staff', ${staff.email}, ${staff.id})`);
    await t.ctx.db.execute(
      sql`insert into favorites (user_id, business_id) values (${customer.id}, ${salon.id})`,
    );
    await t.ctx.db
      .execute(sql`insert into waitlist_entries (user_id, business_id, section_id, appointment_date, appointment_time, starts_at)
        values (${customer.id}, ${salon.id}, ${sectionId}, ${TUESDAY}, '11:00', '2026-03-02T22:00:00Z')`);
  });
  afterAll(() => t.close());

  it('only its owner closes it, with their password; a paying subscription is cancelled first', async () => {
    expectAnswer(await closing(null), 401);
    expectAnswer(await closing(customer), 403, messages.forbidden);
    expectAnswer(await closing(staff), 403, messages.forbidden);
    expectAnswer(await closing(owner, 'wrong'), 400, messages.changeWrongCurrent);
    expectAnswer(
      await inject('POST', `/business/not-a-uuid/closing`, owner, { password: DEFAULT_PASSWORD }),
      404,
      messages.businessNotFound,
    );
    await t.ctx.db.execute(
      sql`update businesses set subscription_status = 'active' where id = ${salon.id}`,
    );
    expectAnswer(await closing(owner), 409, accountTexts.businessHasSubscription);
    await t.ctx.db.execute(
      sql`update businesses set subscription_status = 'canceled' where id = ${salon.id}`,
    );
    // Nothing changed meanwhile.
    expectAnswer(await call.get(t, salon.id), 200);
  });

  it('closing cancels the upcoming appointments, each customer told why', async () => {
    const closed = expectAnswer(await closing(owner), 200, accountTexts.businessClosedDone(2));
    expect(closed.data).toEqual({ cancelled: 2 });
    const rows = await q<{ id: string; status: number; cancellation_reason: string }>(
      sql`select id, status, cancellation_reason from appointments where business_id = ${salon.id}`,
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    for (const id of [waiting, approved])
      expect(byId[id]).toMatchObject({
        status: AppointmentStatus.Cancelled,
        cancellation_reason: accountTexts.businessClosedReason,
      });
    // The past one stays as it was.
    expect(byId[past]).toMatchObject({ status: AppointmentStatus.Approved });
    const mails = await mailsTo(t.ctx, customer.email);
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.text).toContain(accountTexts.businessClosedReason);
    // Asked again: there is no open business to close.
    expectAnswer(await closing(owner), 404, messages.businessNotFound);
  });

  it('the business is gone from search, its page, its slots and booking', async () => {
    const found = expectAnswer(await call.search(t, 'name=Closing%20Time'), 200).data;
    expect(found).toEqual([]);
    expectAnswer(await call.get(t, salon.id), 404, accountTexts.businessClosed);
    const [{ slug }] = (await q<{ slug: string }>(
      sql`select slug from businesses where id = ${salon.id}`,
    )) as [{ slug: string }];
    expectAnswer(
      await inject('GET', `/business/slug/${slug}`, null),
      404,
      accountTexts.businessClosed,
    );
    expectAnswer(await call.slots(t, salon.id, sectionId, TUESDAY), 404);
    expectAnswer(
      await book(t.app, customer, {
        businessId: salon.id,
        sectionId,
        appointmentDate: TUESDAY,
        appointmentTime: '14:00',
      }),
      404,
      accountTexts.businessClosed,
    );
    // And the database refuses it whatever path inserts it.
    await expect(
      givenAppointment(t.ctx, {
        userId: customer.id,
        businessId: salon.id,
        sectionId,
        date: TUESDAY,
        time: '15:00',
      }),
    ).rejects.toThrow();
    // Nobody waits for its places or keeps it as a favourite; its phone and photos are gone.
    expect(await q(sql`select 1 from waitlist_entries where business_id = ${salon.id}`)).toEqual(
      [],
    );
    expect(await q(sql`select 1 from favorites where business_id = ${salon.id}`)).toEqual([]);
    const [kept] = await q<{ name: string; contact_number: string }>(
      sql`select name, contact_number from businesses where id = ${salon.id}`,
    );
    expect(kept).toEqual({ name: 'Closing Time Salon', contact_number: '' });
  });

  it('its owner and its team lose it; its appointments are changed by nobody', async () => {
    expect((await profileOf(owner)).relatedBusinesses).toEqual([]);
    expect((await profileOf(staff)).staffOf).toEqual([]);
    expectAnswer(
      await call.update(t, owner, salon.id, { name: 'Reopened' }),
      404,
      messages.businessNotFound,
    );
    // Not even the undo of the closing's own cancellations.
    expectAnswer(
      await inject('POST', `/appointment/${approved}/undo`, owner),
      409,
      accountTexts.businessClosed,
    );
    expectAnswer(
      await inject('GET', `/business/${salon.id}/audit`, owner),
      404,
      messages.businessNotFound,
    );
    const [entry] = await q<{ actor_id: string; after: { closedAt: string } }>(
      sql`select actor_id, after from audit_log
           where business_id = ${salon.id} and action = 'business.closed'`,
    );
    expect(entry).toMatchObject({ actor_id: owner.id, after: { closedAt: expect.any(String) } });
  });

  it("the customer's history keeps the business's past appointment", async () => {
    const mine = expectAnswer(await listAppointments(t.app, customer), 200).data as {
      _id: string;
      business: { name: string };
    }[];
    expect(mine.find((a) => a._id === past)?.business.name).toBe('Closing Time Salon');
    expectAnswer(await readAppointment(t.app, customer, past), 200);
  });

  it('the owner can then delete their account, and the business stays for its customers', async () => {
    expectAnswer(
      await inject('POST', '/users/me/deletion', owner, { password: DEFAULT_PASSWORD }),
      200,
    );
    t.setNow('2026-03-17T09:00:00+13:00');
    expect(await purgeDeletedAccounts(t.ctx)).toBe(1);
    const [gone] = await q<{ owner_id: string | null; closed: boolean }>(
      sql`select owner_id, closed_at is not null as closed from businesses where id = ${salon.id}`,
    );
    expect(gone).toEqual({ owner_id: null, closed: true });
    const mine = expectAnswer(await listAppointments(t.app, customer), 200).data as {
      _id: string;
    }[];
    expect(mine.map((a) => a._id)).toContain(past);
    expectAnswer(await call.get(t, salon.id), 404, accountTexts.businessClosed);
  });

  it.runIf(engine === 'postgres')(
    'bookings racing the closing: none is left holding a place in the closed business',
    async () => {
      t.setNow(MONDAY_MORNING);
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].flatMap((x) => [x, x]);
      for (let round = 0; round < 4; round += 1) {
        const boss = await givenUser(t.ctx);
        const shop = await givenBusiness(t.ctx, boss.id, { name: `Race ${round}` });
        const customers = await Promise.all(times.map(() => givenUser(t.ctx)));
        const closed = inject('POST', `/business/${shop.id}/closing`, boss, {
          password: DEFAULT_PASSWORD,
        });
        // Bookings spread over the time the closing takes (its password check is most of it).
        const bookings = customers.map(async (c, i) => {
          await new Promise((r) => setTimeout(r, i * 10));
          return book(t.app, c, {
            businessId: shop.id,
            sectionId: shop.sectionIds[0]!,
            appointmentDate: TUESDAY,
            appointmentTime: times[i]!,
          });
        });
        const answers = await Promise.all(bookings);
        // Each booking either came first (and was cancelled) or was told the business closed.
        for (const res of answers) expect([201, 404]).toContain(res.statusCode);
        expect((await closed).statusCode).toBe(200);
        const held = await q(sql`select 1 from appointments
          where business_id = ${shop.id} and status in (0, 1)`);
        expect(held).toEqual([]);
      }
    },
  );

  it('a closing cut short is finished by the hourly clean-up', async () => {
    const other = await givenUser(t.ctx);
    const shop = await givenBusiness(t.ctx, other.id, { name: 'Half Closed' });
    const left = await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: shop.id,
      sectionId: shop.sectionIds[0]!,
      date: '2026-03-18',
      time: '10:00',
    });
    // As if the process ended between the closing and its cancellations.
    await t.ctx.db.execute(sql`update businesses set closed_at = now() where id = ${shop.id}`);
    await cleanup(t.ctx);
    const [row] = await q<{ status: number; cancellation_reason: string }>(
      sql`select status, cancellation_reason from appointments where id = ${left}`,
    );
    expect(row).toEqual({
      status: AppointmentStatus.Cancelled,
      cancellation_reason: accountTexts.businessClosedReason,
    });
  });
});
