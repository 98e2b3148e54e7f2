import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { book, MONDAY, MONDAY_MORNING } from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, openTestDatabase, type TestApp } from './support/test-app.ts';
import { givenUser } from './support/users.ts';
import { sql } from 'drizzle-orm';

/** One sample of a metric from the Prometheus text, e.g. value(text, 'x_total') or with labels. */
function value(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe(`an orchestrator checks liveness and readiness (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.ctx.lifecycle.shuttingDown = false;
  });

  it('finds the process alive and ready when its database is migrated', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ code: 200, message: 'OK', data: { status: 'alive' } });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ database: 'ok', migrations: 'ok', shuttingDown: false });
  });

  it('answers readiness 503 as soon as shutdown begins, while liveness stays 200', async () => {
    t.ctx.lifecycle.shuttingDown = true;
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data.shuttingDown).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('keeps the versioned health answer as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: { db: 'ok' } });
  });
});

describe(`a process is not ready without its database (${engine})`, () => {
  it("says migrations are pending when the database lacks this build's newest one", async () => {
    // As after restoring a backup taken before the last deploy.
    const opened = await openTestDatabase();
    await opened.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations
           where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const t = await createTestApp({}, opened);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await t.close();
    }
  });

  it('says the database is unreachable once it is gone', async () => {
    const opened = await openTestDatabase();
    const t = await createTestApp({}, opened);
    await opened.database.close();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ database: 'unreachable' });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      // Closing the app stops LISTEN on the database that is already gone: that may fail here.
      await t.app.close().catch(() => {});
      await opened.drop();
    }
  });
});

describe(`an operator reads /metrics (${engine})`, () => {
  let t: TestApp;
  let salon: GivenBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await givenUser(t.ctx, { firstName: 'Olivia', lastName: 'Owner' });
    salon = await givenBusiness(t.ctx, owner.id); // 2 places a slot
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    for (const id of [salon.id, '00000000-0000-4000-8000-000000000000'])
      await t.app.inject({ method: 'GET', url: `/api/v1.1/business/${id}` });
    const text = await scrape();
    const route = 'method="GET",route="/api/v1.1/business/:id"';
    expect(
      value(text, 'timeapp_http_request_duration_seconds_count', `${route},status_code="200"`),
    ).toBe(1);
    expect(
      value(text, 'timeapp_http_request_duration_seconds_count', `${route},status_code="404"`),
    ).toBe(1);
    expect(text).not.toContain(salon.id);
  });

  it('counts bookings and the conflicts of a full slot', async () => {
    t.setNow(MONDAY_MORNING);
    const slot = {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: MONDAY,
      appointmentTime: '10:00',
    };
    const before = await scrape();
    const statuses: number[] = [];
    for (const name of ['Ann', 'Ben', 'Cat']) {
      const customer = await givenUser(t.ctx, { firstName: name, lastName: 'Customer' });
      statuses.push((await book(t.app, customer, slot)).statusCode);
    }
    t.setNow(undefined);
    expect(statuses).toEqual([201, 201, 409]);
    const after = await scrape();
    const delta = (name: string) => value(after, name)! - (value(before, name) ?? 0);
    expect(delta('timeapp_bookings_total')).toBe(2);
    expect(delta('timeapp_booking_conflicts_total')).toBe(1);
  });

  it('shows the outbox queue, the database pool and the event streams', async () => {
    const text0 = await scrape();
    const pending0 = value(text0, 'timeapp_outbox_pending_messages')!;
    await enqueueMail(t.ctx.db, {
      to: 'someone@example.test',
      subject: 'Hello',
      lines: ['Hi'],
    });
    t.setNow(new Date(Date.now() + 90_000));
    const text = await scrape();
    t.setNow(undefined);
    expect(value(text, 'timeapp_outbox_pending_messages')).toBe(pending0 + 1);
    expect(value(text, 'timeapp_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(value(text, 'timeapp_db_pool_connections', 'state="max"')).toBe(
      engine === 'postgres' ? 20 : 1,
    );
    expect(value(text, 'timeapp_db_pool_connections', 'state="waiting"')).toBe(0);
    expect(value(text, 'timeapp_event_stream_connections')).toBe(0);
    expect(value(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('answers only this machine when no token is set', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('timeapp_');
  });
});

describe(`metrics behind a proxy and with a token (${engine})`, () => {
  it('treats a client forwarded by a trusted local proxy as remote', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('asks everyone, this machine too, for METRICS_TOKEN once it is set', async () => {
    const token = 'a-metrics-token-of-some-length';
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await get({})).statusCode).toBe(401);
      expect((await get({ authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
      const ok = await get({ authorization: `Bearer ${token}` }, '203.0.113.7');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('timeapp_bookings_total');
    } finally {
      await t.close();
    }
  });
});
