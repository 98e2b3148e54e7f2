import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { flushOutbox } from '../src/modules/mail/worker.ts';
import { API, mailsTo, registers, registration } from './support/accounts.ts';
import { createLoggedTestApp, type LoggedTestApp } from './support/log-capture.ts';
import { spawnServer } from './support/server-process.ts';
import { engine } from './support/test-app.ts';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/timeapp-config-test',
  JWT_SECRET: 'p'.repeat(40),
};

describe('production sends e-mail, or says plainly that it does not', () => {
  it('refuses to start without SMTP_URL, with one line naming the way out', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /^Bad configuration: SMTP_URL .*MAIL_TRANSPORT=log/,
    );
  });

  it.each([
    [{ MAIL_TRANSPORT: 'smtp' }, /MAIL_TRANSPORT=smtp needs SMTP_URL/],
    [{ MAIL_TRANSPORT: 'mailbox' }, /MAIL_TRANSPORT=mailbox is for development only/],
    [{ MAIL_TRANSPORT: 'pigeon' }, /MAIL_TRANSPORT/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
  });

  it('starts with SMTP_URL, or with MAIL_TRANSPORT=log; development keeps the dev mailbox', () => {
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.nz' }).mailTransport).toBe(
      'smtp',
    );
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).mailTransport).toBe('log');
    expect(loadConfig({ DATA_DIR: production.DATA_DIR, JWT_SECRET: 'x'.repeat(40) })).toMatchObject(
      { mailTransport: 'mailbox' },
    );
  });

  it('the server process exits 1 with that one line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'timeapp-no-smtp-'));
    const env: NodeJS.ProcessEnv = { ...process.env, ...production, DATA_DIR: dataDir, PORT: '0' };
    for (const k of ['SMTP_URL', 'MAIL_TRANSPORT', 'DATABASE_URL', 'VITEST', 'TEST_ENGINE'])
      delete env[k];
    const server = await spawnServer(env, { waitUntilListening: false });
    const code = await server.exited;
    const output = server.log();
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Bad configuration: SMTP_URL is required in production/),
    ]);
  }, 60_000);
});

describe(`MAIL_TRANSPORT=log logs the recipient and subject, never a link (${engine})`, () => {
  let t: LoggedTestApp;
  beforeAll(async () => {
    t = await createLoggedTestApp({ NODE_ENV: 'production', MAIL_TRANSPORT: 'log' });
  });
  afterAll(() => t.close());

  it('for a verification and a reset e-mail', async () => {
    const body = registration();
    expect((await registers(t, { email: body.email })).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `${API}/users/forgot-password`,
      payload: { email: body.email },
    });
    const mails = await mailsTo(t.ctx, body.email);
    expect(mails).toHaveLength(2);
    await flushOutbox(t.ctx);

    const log = t.log();
    for (const mail of mails) {
      expect(log).toContain(mail.subject);
      for (const link of mail.links) {
        expect(log).not.toContain(link);
        // The token in it (the address beside it may be logged: it is the recipient).
        const query = new URL(link).searchParams;
        for (const key of ['token', 'resettoken'])
          if (query.get(key)) expect(log).not.toContain(query.get(key));
      }
    }
    expect(log).toContain(body.email);
    expect(log).not.toMatch(/loginApp|resettoken|token=/);
  });
});
