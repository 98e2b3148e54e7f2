import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema.ts';
import { cleanupRateLimits } from '../src/lib/rate-limit.ts';
import { messages } from '@timeapp/domain/messages';
import { API, mailsTo, newEmail, registers } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser } from './support/users.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hemi',
  email: 'hemi@example.test',
  subject: 'A question',
  message: 'Do you support group bookings?',
  ...overrides,
});

describe(`a visitor writes to us through the contact form (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_EMAIL: 'operator@timeapp.test' });
  });
  afterAll(() => t.close());

  const writes = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/contact-timeapp`,
      payload,
      remoteAddress: ip,
    });

  it('queues an e-mail to the operator, answerable to the sender, with the HTML escaped', async () => {
    const res = await writes(
      form({ name: '<b>Hemi</b>', message: 'Hi <script>alert(1)</script>\nsecond line' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: messages.contactSent });

    const [mail] = await mailsTo(t.ctx, 'operator@timeapp.test');
    expect(mail!.replyTo).toBe('hemi@example.test');
    expect(mail!.subject).toContain('A question');
    expect(mail!.text).toContain('Hi <script>alert(1)</script>');
    expect(mail!.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('&lt;b&gt;Hemi&lt;/b&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it('needs no account, and ignores a bad token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/contact-timeapp`,
      payload: form(),
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a sender address that is no address out of the Reply-To', async () => {
    await writes(form({ email: 'call me maybe' }));
    const [mail] = await mailsTo(t.ctx, 'operator@timeapp.test');
    expect(mail!.replyTo).toBeNull();
  });

  it('refuses a subject of several lines (a mail header injection)', async () => {
    const res = await writes(form({ subject: 'one\r\nBcc: victim@example.test' }));
    expect(res.json()).toEqual({
      code: 400,
      error: 'invalid_input',
      message: 'Subject must not contain control characters',
    });
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'asks for every field (here %s)',
    async (field) => {
      for (const value of ['', '   ', undefined]) {
        const res = await writes(form({ [field]: value }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 400,
          error: 'contact_all_required_text',
          message: messages.contactAllRequiredText,
        });
      }
    },
  );

  it('takes 100 messages an hour from one client address, then answers 429 with Retry-After', async () => {
    t.setNow('2026-08-01T10:20:00.000Z');
    try {
      for (let i = 0; i < 100; i += 1)
        expect((await writes(form(), '10.1.1.1')).statusCode).toBe(200);
      const refused = await writes(form(), '10.1.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, error: 'too_many', message: messages.tooMany });
      expect(refused.headers['retry-after']).toBe(String(40 * 60));
      expect((await writes(form(), '10.1.1.2')).statusCode).toBe(200);
      t.setNow('2026-08-01T11:00:00.000Z');
      expect((await writes(form(), '10.1.1.1')).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe(`sign-ups and verification e-mails are limited per client address (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes 100 registrations an hour from one address', async () => {
    const taken = (await givenUser(t.ctx)).email;
    const from = (ip: string, email = taken) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/users`,
        payload: {
          firstName: 'Ana',
          lastName: 'Lee',
          email,
          password: 'Welcome@2026',
          confirmPassword: 'Welcome@2026',
          address: { country: 'New Zealand', state: 'Auckland', city: 'Auckland' },
        },
        remoteAddress: ip,
      });
    // Attempts count whether or not they succeed; a taken address keeps this test quick.
    for (let i = 0; i < 100; i += 1) expect((await from('10.2.0.1')).statusCode).toBe(409);
    const refused = await from('10.2.0.1', newEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, error: 'too_many', message: messages.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registers(t)).statusCode).toBe(201);
  });

  it('sends at most 5 verification links an hour to requests from one address', async () => {
    const resend = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/users/resend-verification`,
        payload: { email },
        remoteAddress: '10.2.0.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await resend(newEmail())).statusCode).toBe(200);
    const refused = await resend(newEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('forgets windows that ended more than a day ago', async () => {
    const windows = async () => (await t.ctx.db.select().from(rateLimits)).length;
    const before = await windows();
    expect(before).toBeGreaterThan(0);
    t.setNow(new Date(Date.now() + 23 * 3600_000));
    await cleanupRateLimits(t.ctx);
    expect(await windows()).toBe(before);
    t.setNow(new Date(Date.now() + 26 * 3600_000));
    try {
      await cleanupRateLimits(t.ctx);
    } finally {
      t.setNow(undefined);
    }
    expect(await windows()).toBe(0);
  });
});
