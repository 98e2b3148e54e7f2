import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser } from './support/users.ts';

// Data written before a migration, then that migration run again over it (each is written to
// be run twice): what a database upgraded from an older release holds.
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
async function rerun(t: TestApp, file: string) {
  const text = readFileSync(path.join(migrationsDir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.replace(/--.*$/gm, '').trim()) await t.ctx.db.execute(sql.raw(statement));
}

describe(`data from before is brought up to date (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a rejection recorded as 'automatically Cancel' reads 'Declined by the business'", async () => {
    const owner = await givenUser(t.ctx);
    const customer = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id);
    const id = await givenAppointment(t.ctx, {
      userId: customer.id,
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      date: '2026-03-03',
      time: '10:00',
      status: 2,
    });
    await t.ctx.db.execute(
      sql`update appointments set cancellation_reason = 'automatically Cancel' where id = ${id}`,
    );
    await rerun(t, '0007_corrected_texts_and_phones.sql');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.1/appointment/${id}`,
      headers: bearer(customer),
    });
    expect(res.json().data.cancellationReason).toBe('Declined by the business');
  });

  it('a business of an owner verified before the flag was copied shows in search', async () => {
    const owner = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Upgraded Barbers' });
    await t.ctx.db.execute(
      sql`update businesses set owner_verified = false where id = ${salon.id}`,
    );
    await rerun(t, '0015_business_owner_verified.sql');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/business?name=upgraded' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['Upgraded Barbers']);
  });

  it('phone numbers stored as digits come out in E.164 and read the same', async () => {
    const owner = await givenUser(t.ctx);
    const salon = await givenBusiness(t.ctx, owner.id);
    const other = await givenBusiness(t.ctx, owner.id);
    const abroad = await givenBusiness(t.ctx, owner.id);
    await t.ctx.db.execute(
      sql`update businesses set contact_number = '093761234' where id = ${salon.id}`,
    );
    await t.ctx.db.execute(
      sql`update businesses set contact_number = '64211234567' where id = ${other.id}`,
    );
    await t.ctx.db.execute(
      sql`update businesses set contact_number = '+61412345678' where id = ${abroad.id}`,
    );
    await t.ctx.db.execute(
      sql`update users set mobile_number = '0211234567' where id = ${owner.id}`,
    );
    await rerun(t, '0007_corrected_texts_and_phones.sql');
    const contact = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1.1/business/${id}` })).json().data
        .contactNumber;
    expect(await contact(salon.id)).toBe('+6493761234');
    expect(await contact(other.id)).toBe('+64211234567');
    expect(await contact(abroad.id)).toBe('+61412345678');
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v1.1/users/${owner.id}`,
      headers: bearer(owner),
    });
    expect(me.json().data.mobileNumber).toBe('+64211234567');
  });

  it("the operator console's old actions become audit entries, each by its operator's account", async () => {
    const operator = await givenUser(t.ctx, { email: 'old.operator@timeapp.test' });
    // The table as it was before 0029, with the three kinds of action it held.
    await t.ctx.db.execute(sql`create table operator_actions (
      id uuid primary key default gen_random_uuid(), operator_email text not null,
      action text not null, subject text not null, detail text not null default '',
      created_at timestamptz not null default now())`);
    await t.ctx.db
      .execute(sql`insert into operator_actions (operator_email, action, subject, detail, created_at) values
      ('Old.Operator@timeapp.test', 'bug report valid', 'a@b.nz: Calendar froze', 'Salon: trial to 2026-06-23.', '2026-03-01T00:00:00Z'),
      ('old.operator@timeapp.test', 'marked paid', 'Upgraded Barbers', 'until 2026-04-30', '2026-03-02T00:00:00Z'),
      ('gone@timeapp.test', 'contact message handled', 'c@d.nz: Hours?', '', '2026-03-03T00:00:00Z')`);
    // 0029's statements that read the old table (the others made audit_log, already there).
    const text = readFileSync(path.join(migrationsDir, '0029_audit_trail.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (statement.includes('operator_actions')) await t.ctx.db.execute(sql.raw(statement));

    type Entry = {
      actor_id: string | null;
      role: string;
      action: string;
      subject: string;
      after: Record<string, string>;
    };
    const rows = (await t.ctx.db.execute(
      sql`select actor_id, role, action, subject, after from audit_log
          where created_at < '2026-03-04' order by created_at`,
    )) as { rows: Entry[] };
    expect(rows.rows.map((r) => [r.actor_id, r.role, r.action, r.subject])).toEqual([
      [operator.id, 'operator', 'bugReport.decided', 'a@b.nz: Calendar froze'],
      [operator.id, 'operator', 'plan.paidThrough', 'Upgraded Barbers'],
      [null, 'operator', 'contactMessage.handled', 'c@d.nz: Hours?'],
    ]);
    expect(rows.rows[1]!.after).toEqual({
      action: 'marked paid',
      detail: 'until 2026-04-30',
      operator: 'old.operator@timeapp.test',
    });
    const left = (await t.ctx.db.execute(sql`select to_regclass('operator_actions') as t`)) as {
      rows: unknown[];
    };
    expect(left.rows[0]).toEqual({ t: null });
  });
});

describe('the migrations journal', () => {
  it('dates every migration after the one before it', () => {
    // Drizzle applies the migrations dated after the newest one a database has: one dated
    // earlier than its predecessor would be skipped on every database that already has that.
    const journal = JSON.parse(
      readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });
});
