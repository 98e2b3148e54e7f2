import { accountTexts } from '@timeapp/domain/account-texts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { sayDay } from '@timeapp/domain/say-when';
import { AppointmentStatus } from '@timeapp/domain/status';
import { aBusinessBody } from '@timeapp/domain/testing';
import { exportedTables, notExportedTables } from '../src/modules/privacy/export.ts';
import { cleanup } from '../src/jobs.ts';
import { purgeDeletedAccounts } from '../src/modules/privacy/deletion.ts';
import { listAppointments, mailsTo, MONDAY_MORNING, TUESDAY } from './support/appointments.ts';
import { apiAs, expectAnswer, givenAppointment, rowsOf } from './support/business-scenarios.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser, type GivenUser } from './support/users.ts';

// Privacy self-service (Privacy Act 2020, principles 6 and 7; DESIGN.md section 12; decision
// 049): download everything held about me, delete my account.
describe(`privacy self-service (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let salon: GivenBusiness;

  const inject = apiAs(() => t);
  const q = <T>(query: SQL) => rowsOf<T>(t.ctx, query);

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MONDAY_MORNING);
    owner = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id, { name: 'Privacy Salon' });
  });
  afterAll(() => t.close());

  it('every table that refers to an account is in the export, or listed with the reason it is not', async () => {
    const referring = (
      await q<{ tbl: string }>(sql`
        select distinct c.conrelid::regclass::text as tbl from pg_constraint c
         where c.contype = 'f' and c.confrelid = 'users'::regclass`)
    )
      .map((r) => r.tbl.replace(/^"|"$/g, ''))
      .sort();
    const covered = [...Object.keys(exportedTables), ...Object.keys(notExportedTables)];
    expect(referring.filter((table) => !covered.includes(table))).toEqual([]);
    // And nothing listed that no longer refers to users (the account's own table aside).
    expect(covered.filter((table) => table !== 'users' && !referring.includes(table))).toEqual([]);
  });

  it('the export of a user who does everything holds a row from each of those tables, and no secret', async () => {
    const user = await givenUser(t.ctx, { firstName: 'Exportia', mobileNumber: '+64215550123' });
    const own = expectAnswer(
      await inject('POST', '/business', user, aBusinessBody({ name: 'Exportia Nails' })),
      201,
    ).data;
    const sectionId = salon.sectionIds[0]!;
    const appointmentId = await givenAppointment(t.ctx, {
      userId: user.id,
      businessId: salon.id,
      sectionId,
      date: TUESDAY,
      time: '10:00',
    });
    await t.ctx.db
      .execute(sql`insert into customer_strikes (user_id, business_id, appointment_id, kind, at)
        values (${user.id}, ${salon.id}, ${appointmentId}, 'no-show', '2026-03-02T21:00:00Z')`);
    await t.ctx.db.execute(sql`insert into deposits (appointment_id, business_id, user_id,
        amount_cents, status, pay_by, stripe_account_id)
        values (${appointmentId}, ${salon.id}, ${user.id}, 2000, 'paid', '2026-03-01T01:00:00Z',
                'acct_privacy')`);
    await t.ctx.db.execute(
      sql`insert into ratings (rater_id, rated_id, rated_kind, rate) values (${user.id}, ${salon.id}, 'business', 5)`,
    );
    await t.ctx.db.execute(
      sql`insert into favorites (user_id, business_id) values (${user.id}, ${salon.id})`,
    );
    await t.ctx.db.execute(
      sql`insert into referrals (user_id, business_id) values (${user.id}, ${salon.id})`,
    );
    await t.ctx.db.execute(
      sql`insert into bug_reports (user_id, what_happened) values (${user.id}, 'The page froze')`,
    );
    await t.ctx.db.execute(sql`insert into contact_messages (user_id, name, email, subject, message)
        values (${user.id}, 'Exportia', ${user.email}, 'Hello', 'A question')`);
    await t.ctx.db
      .execute(sql`insert into waitlist_entries (user_id, business_id, section_id, appointment_date, appointment_time, starts_at)
        values (${user.id}, ${salon.id}, ${sectionId}, ${TUESDAY}, '11:00', '2026-03-02T22:00:00Z')`);
    await t.ctx.db.execute(sql`insert into text_outbox (user_id, "to", body, kind)
        values (${user.id}, '+64215550123', 'Privacy Salon: reminder', 'reminder')`);
    await t.ctx.db.execute(
      sql`insert into calendar_feeds (user_id, token_hash) values (${user.id}, 'feed-secret-hash')`,
    );
    await t.ctx.db.execute(sql`insert into team_members (business_id, name, email, user_id)
        values (${salon.id}, 'Exportia', ${user.email}, ${user.id})`);
    await t.ctx.db.execute(sql`insert into password_resets (user_id, token_hash, expires_at)
        values (${user.id}, 'reset-secret-hash', '2026-03-03T00:00:00Z')`);
    await t.ctx.db.execute(sql`insert into passkeys (user_id, credential_id, public_key)
        values (${user.id}, 'credential-id-secret', '\\x0102')`);
    await t.ctx.db.execute(sql`insert into totp_authenticators (user_id, secret, confirmed_at)
        values (${user.id}, 'TOTPSECRETBASE32', now())`);
    await t.ctx.db.execute(sql`insert into recovery_codes (code_hash, user_id)
        values ('recovery-code-hash', ${user.id})`);
    await t.ctx.db.execute(sql`insert into business_handovers
        (business_id, from_user_id, to_user_id, token_hash, expires_at)
        values (${salon.id}, ${owner.id}, ${user.id}, 'handover-token-hash', '2026-03-08T00:00:00Z')`);
    const res = await inject('GET', '/users/me/export', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="timeapp-my-data-2026-03-01.json"',
    );
    const data = res.json().data;
    expect(data.profile).toMatchObject({
      email: user.email,
      first_name: 'Exportia',
      mobile_number: '+64215550123',
    });
    for (const { section } of Object.values(exportedTables))
      if (section !== 'profile') expect(data[section], section).not.toHaveLength(0);
    expect(data.businesses[0]).toMatchObject({ name: 'Exportia Nails', id: own._id });
    expect(data.businesses[0].sections).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ business: 'Privacy Salon', section: 'Haircut' });
    expect(data.changesMade[0]).toMatchObject({ action: 'business.created' });
    expect(data.recoveryCodes).toEqual([{ unused: 1, used: 0 }]);
    // No password hash, no hashed secret of a link, a feed or a reset.
    const text = res.body;
    const [found] = await q<{ password_hash: string }>(
      sql`select password_hash from users where id = ${user.id}`,
    );
    const hash = found!.password_hash;
    for (const secret of [
      hash,
      'feed-secret-hash',
      'reset-secret-hash',
      'token_version',
      'TOTPSECRETBASE32',
      'recovery-code-hash',
      'handover-token-hash',
    ])
      expect(text).not.toContain(secret);
    expectAnswer(await inject('GET', '/users/me/export', null), 401, messages.unauthorized);
  });

  it("an owner's account waits for their business to be closed first", async () => {
    expectAnswer(
      await inject('POST', '/users/me/deletion', owner, { password: DEFAULT_PASSWORD }),
      409,
      accountTexts.accountDeletionOwnsBusiness,
    );
  });

  it('deleting: future bookings cancelled and the business told, signing in keeps the account; after 14 days nothing personal remains', async () => {
    const name = { firstName: 'Zephyrine', lastName: 'Quillfeather' };
    const phone = '+64219876543';
    const customer = await givenUser(t.ctx, { ...name, mobileNumber: phone });
    const sectionId = salon.sectionIds[0]!;
    const past = await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: salon.id,
      sectionId,
      date: '2026-02-23',
      time: '10:00',
      status: AppointmentStatus.Approved,
    });
    const future = await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: salon.id,
      sectionId,
      date: TUESDAY,
      time: '14:00',
    });
    await t.ctx.db.execute(
      sql`update appointments set reason = 'Zephyrine wants a trim' where id = ${past}`,
    );
    await t.ctx.db.execute(
      sql`insert into ratings (rater_id, rated_id, rated_kind, rate) values (${owner.id}, ${customer.id}, 'user', 4)`,
    );
    await t.ctx.db.execute(sql`insert into contact_messages (user_id, name, email, subject, message)
        values (${customer.id}, 'Zephyrine Quillfeather', ${customer.email}, 'Hi', 'Call me on +64219876543')`);

    expectAnswer(
      await inject('POST', '/users/me/deletion', customer, { password: 'wrong' }),
      400,
      messages.changeWrongCurrent,
    );
    const asked = expectAnswer(
      await inject('POST', '/users/me/deletion', customer, { password: DEFAULT_PASSWORD }),
      200,
      accountTexts.accountDeletionRequested(sayDay('2026-03-15')),
    );
    expect(asked.data).toEqual({ lastDay: '2026-03-15' });
    // Every session ends at once.
    expectAnswer(await inject('GET', '/users/me/export', customer), 401);
    // The future booking is cancelled as a customer's cancellation is, and the owner told.
    const [row] = await q<{ status: number; cancellation_reason: string }>(
      sql`select status, cancellation_reason from appointments where id = ${future}`,
    );
    expect(row).toEqual({
      status: AppointmentStatus.Cancelled,
      cancellation_reason: accountTexts.accountDeletedReason,
    });
    expect((await mailsTo(t.ctx, owner.email)).length).toBeGreaterThan(0);

    // Signing in within the 14 days keeps the account.
    const login = () =>
      inject('POST', '/users/login', null, { email: customer.email, password: DEFAULT_PASSWORD });
    t.setNow('2026-03-10T09:00:00+13:00');
    const kept = await login();
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toBe(accountTexts.accountRestored);
    expect(await purgeDeletedAccounts(t.ctx)).toBe(0);
    const again = { token: kept.json().token as string };
    expect((await login()).json().message).toBe(messages.ok);

    // Asked again, and this time the 14 days pass.
    expectAnswer(
      await inject('POST', '/users/me/deletion', again, { password: DEFAULT_PASSWORD }),
      200,
    );
    t.setNow('2026-03-24T08:59:00+13:00');
    expect(await purgeDeletedAccounts(t.ctx)).toBe(0);
    // 14 days on. The outbox and the live events are stamped by the database's own clock, which
    // this test cannot move: their rows are moved back 15 days instead.
    t.setNow('2026-03-24T09:00:01+13:00');
    await t.ctx.db.execute(sql`update outbox set created_at = created_at - interval '15 days'`);
    await t.ctx.db.execute(sql`update events set created_at = created_at - interval '15 days'`);
    await cleanup(t.ctx);

    // The business keeps its past appointment, as 'Deleted customer'.
    const list = expectAnswer(
      await listAppointments(t.app, owner, `?businessId=${salon.id}&status=1`),
      200,
    ).data as { _id: string; customer: unknown; walkInName?: string }[];
    const kept2 = list.find((a) => a._id === past);
    expect(JSON.stringify(kept2)).toContain(accountTexts.deletedCustomer);

    // Nothing personal remains: every row of every table, as text, searched for the person.
    const tables = await q<{ table_name: string }>(sql`
      select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await q<{ row: string }>(sql.raw(`select t::text as row from "${table}" t`));
      for (const { row } of rows)
        for (const needle of ['Zephyrine', 'Quillfeather', customer.email, phone, customer.id])
          if (row.includes(needle)) found.push(`${table}: ${needle}`);
    }
    expect(found).toEqual([]);
    // The account is gone: its address and password open nothing.
    expectAnswer(await login(), 401, messages.loginFailed);
  });
});
