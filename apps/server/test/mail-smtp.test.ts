import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { flushOutbox } from '../src/modules/mail/worker.ts';
import {
  API,
  followsVerificationLink,
  GOOD_PASSWORD,
  logsIn,
  newEmail,
  registers,
} from './support/accounts.ts';
import { startSmtpServer } from './support/smtp.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

/** Headers (unfolded) and the decoded text/plain part of a MIME message. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`];
  const plain = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
  const [partHead = '', ...partBody] = plain.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const encoded = partBody.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            encoded
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : encoded;
  return { headers, text };
}

describe(`e-mail over a real SMTP server (${engine})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'TimeApp <hello@timeapp.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification e-mail, whose link verifies the account so it can log in', async () => {
    const email = newEmail('smtp');
    const registered = await registers(t, { email });
    expect(registered.statusCode).toBe(201);
    expect(await flushOutbox(t.ctx)).toBe(1);

    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('hello@timeapp.test');
    const { headers, text } = parseMessage(message!.raw);
    expect(headers.get('subject')).toBe('Verify your TimeApp e-mail address');
    expect(headers.get('to')).toBe(email);

    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe('/loginApp');
    expect((await logsIn(t, email, GOOD_PASSWORD)).statusCode).toBe(403);
    const verified = await followsVerificationLink(t, link, registered.json());
    expect(verified.json()).toEqual({ code: 200, message: messages.verified });
    expect((await logsIn(t, email, GOOD_PASSWORD)).statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` })).json().data;
    expect(list.find((m: { to: string }) => m.to === email).status).toBe('sent');
  });

  it('sends the contact form to the operator with the sender as Reply-To', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/contact-timeapp`,
      payload: {
        name: 'Wiremu',
        email: 'wiremu@example.test',
        subject: 'Hello',
        message: 'Kia ora',
      },
    });
    expect(res.statusCode).toBe(200);
    await flushOutbox(t.ctx);
    const message = smtp.received.find((m) => m.to.includes('hello@timeapp.local'));
    const { headers, text } = parseMessage(message!.raw);
    expect(headers.get('reply-to')).toBe('wiremu@example.test');
    expect(text).toContain('Kia ora');
  });
});

describe(`one refused message does not hold back the rest of its batch (${engine})`, () => {
  const refused = 'nobody@refused.test';
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer([refused]);
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('marks the delivered messages sent and keeps the refused one for a retry', async () => {
    const to = ['first@example.test', refused, 'third@example.test'];
    for (const address of to)
      await enqueueMail(t.ctx.db, {
        to: address,
        subject: 'Batch',
        lines: ['Hello'],
      });

    expect(await flushOutbox(t.ctx)).toBe(3);

    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
      'first@example.test',
      'third@example.test',
    ]);
    const rows = await t.ctx.db.select().from(outbox);
    const byAddress = new Map(rows.map((r) => [r.to, r]));
    for (const address of ['first@example.test', 'third@example.test']) {
      expect(byAddress.get(address)).toMatchObject({
        status: 'sent',
        attempts: 1,
        lastError: null,
      });
      expect(byAddress.get(address)!.sentAt).toBeInstanceOf(Date);
    }
    const [held] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, refused));
    expect(held).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(held!.lastError).toMatch(/mailbox unavailable/);
  });
});
