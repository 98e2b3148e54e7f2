import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { flushOutbox, startMailWorker } from '../src/modules/mail/worker.ts';
import { API } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { freePort } from '../../../scripts/free-port.mjs';

const mail = (n: number) => ({
  to: `reader${n}@example.test`,
  subject: `Message ${n}`,
  lines: [`Hello ${n}`],
  link: { url: `http://timeapp.test/x?n=${n}`, label: 'Open' },
});

describe(`the dev mailbox shows what would have been sent (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The mailbox lists newest first by creation time, and PGlite's clock ticks in
  // milliseconds: messages queued within one tick would tie and come back in id order.
  // Let the clock move between them, as it does between real events.
  const enqueueInOrder = async (n: number) => {
    await enqueueMail(t.ctx.db, mail(n));
    await new Promise((resolve) => setTimeout(resolve, 3));
  };

  it('lists the newest messages first with their links, pending until the worker delivers them', async () => {
    for (const n of [1, 2, 3]) await enqueueInOrder(n);
    const before = await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(before.statusCode).toBe(200);
    const list = before.json().data;
    expect(list.map((m: { subject: string }) => m.subject)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      to: 'reader3@example.test',
      subject: 'Message 3',
      // Rendered from what the outbox keeps, as the worker will send it.
      text: expect.stringContaining('Hello 3\n\nOpen http://timeapp.test/x?n=3'),
      html: expect.stringMatching(/<!DOCTYPE html.*Hello 3.*href="http:\/\/timeapp.test\/x\?n=3"/s),
      links: ['http://timeapp.test/x?n=3'],
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect(await flushOutbox(t.ctx)).toBe(3);
    const after = (await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` })).json().data;
    expect(after.map((m: { status: string }) => m.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await flushOutbox(t.ctx)).toBe(0);
  });

  it('shows at most 50 messages', async () => {
    for (let n = 10; n < 65; n += 1) await enqueueInOrder(n);
    const list = (await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` })).json().data;
    expect(list).toHaveLength(50);
    expect(list[0].subject).toBe('Message 64');
  });

  it('a message queued before the outbox kept content (0020) is shown and sent as it was rendered', async () => {
    await t.ctx.db.insert(outbox).values({
      to: 'legacy@example.test',
      subject: 'Rendered before',
      text: 'Old text',
      html: '<p>Old html</p>',
    });
    const list = (await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` })).json().data;
    expect(list.find((m: { to: string }) => m.to === 'legacy@example.test')).toMatchObject({
      text: 'Old text',
      html: '<p>Old html</p>',
      status: 'pending',
    });
    await flushOutbox(t.ctx);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, 'legacy@example.test'));
    expect(row!.status).toBe('sent');
  });

  it('is delivered by the background worker without anyone flushing', async () => {
    await enqueueMail(t.ctx.db, mail(99));
    // The worker startBackgroundJobs starts, on its own (the other jobs seed demo data).
    const stop = startMailWorker(t.ctx, 200);
    try {
      await expect
        .poll(
          async () =>
            (await t.ctx.db.select().from(outbox).where(eq(outbox.to, 'reader99@example.test')))[0]
              ?.status,
          { timeout: 10_000, interval: 200 },
        )
        .toBe('sent');
    } finally {
      await stop();
    }
  });
});

describe(`the outbox worker stops between messages (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a worker told to stop finishes the message it is on and hands the rest back at once', async () => {
    for (const n of [201, 202, 203]) await enqueueMail(t.ctx.db, mail(n));
    let asked = 0;
    // Stop is asked for while the first message is being sent (the second check is after it).
    expect(await flushOutbox(t.ctx, () => asked++ >= 1)).toBe(3);
    const rows = await t.ctx.db
      .select()
      .from(outbox)
      .where(
        inArray(outbox.to, [
          'reader201@example.test',
          'reader202@example.test',
          'reader203@example.test',
        ]),
      );
    const sent = rows.filter((r) => r.status === 'sent');
    const handedBack = rows.filter((r) => r.status !== 'sent');
    expect(sent).toHaveLength(1);
    expect(handedBack).toHaveLength(2);
    for (const row of handedBack) {
      // Not sent, not counted as an attempt, due now: another process sends it without waiting.
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(await flushOutbox(t.ctx)).toBe(2);
  });
});

describe(`the dev mailbox does not exist in production (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', MAIL_TRANSPORT: 'log' });
  });
  afterAll(() => t.close());

  it('answers 404', async () => {
    await enqueueMail(t.ctx.db, mail(1));
    const res = await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, error: 'not_found', message: messages.notFound });
  });
});

describe(`a message the SMTP server does not take is retried, then given up (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: every connection is refused at once.
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => t.close());

  it('waits 30 s, 1 min, 2 min ... between attempts and marks it failed after the 8th', async () => {
    const start = Date.parse('2026-07-01T00:00:00.000Z');
    t.setNow(new Date(start));
    try {
      await enqueueMail(t.ctx.db, mail(1));
      const row = async () => (await t.ctx.db.select().from(outbox))[0]!;
      let now = start;
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        expect(await flushOutbox(t.ctx)).toBe(1);
        const r = await row();
        expect(r.attempts).toBe(attempt);
        expect(r.lastError).toBeTruthy();
        if (attempt < 8) {
          const delay = 30_000 * 2 ** (attempt - 1);
          expect(r.status).toBe('pending');
          expect(r.nextAttemptAt.getTime()).toBe(now + delay);
          // Not due a moment before its time.
          t.setNow(new Date(now + delay - 1000));
          expect(await flushOutbox(t.ctx)).toBe(0);
          now += delay;
          t.setNow(new Date(now));
        } else {
          expect(r.status).toBe('failed');
        }
      }
      t.setNow(new Date(now + 365 * 86_400_000));
      expect(await flushOutbox(t.ctx)).toBe(0);
    } finally {
      t.setNow(undefined);
    }
  });
});
