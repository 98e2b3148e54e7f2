import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushOutbox } from '../src/modules/mail/worker.ts';
import {
  API,
  followsVerificationLink,
  linkFrom,
  logsIn,
  registers,
  registration,
} from './support/accounts.ts';
import { createLoggedTestApp, type LoggedTestApp } from './support/log-capture.ts';
import { engine } from './support/test-app.ts';
import { bearer } from './support/users.ts';

const FIRST = 'Kumara@Patch41';
const WRONG = 'Pohutukawa@Red7';
const RESET = 'Tuatara@Slow82';
const CHANGED = 'Kereru@Flies93';
const NUL_CASE = 'Weta@Giant55x';
const passwords = [FIRST, WRONG, RESET, CHANGED, NUL_CASE];
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;
const SCRYPT_HASH = /scrypt\$\d+\$\d+\$\d+\$/;

describe.each(['development', 'production'])(
  `no password, hash or token reaches the log in %s (${engine})`,
  (mode) => {
    let t: LoggedTestApp;
    beforeAll(async () => {
      t = await createLoggedTestApp({
        NODE_ENV: mode,
        ...(mode === 'production' ? { MAIL_TRANSPORT: 'log' } : {}),
      });
    });
    afterAll(() => t.close());

    it('over registration, login, reset, password change and a failing query', async () => {
      const answered: string[] = [];
      const { email } = registration();
      const created = await registers(t, { email, password: FIRST, confirmPassword: FIRST });
      expect(created.statusCode).toBe(201);
      answered.push(created.json().token);
      await followsVerificationLink(t, await linkFrom(t.ctx, email, '/loginApp'), created.json());
      const session = await logsIn(t, email, FIRST);
      expect(session.statusCode).toBe(200);
      answered.push(session.json().token);
      expect((await logsIn(t, email, WRONG)).statusCode).toBe(401);

      await t.app.inject({
        method: 'POST',
        url: `${API}/users/forgot-password`,
        payload: { email },
      });
      const link = await linkFrom(t.ctx, email, '/loginApp/reset-password');
      const resetToken = link.searchParams.get('resettoken')!;
      const reset = await t.app.inject({
        method: 'POST',
        url: `${API}/users/reset-password`,
        payload: { password: RESET, confirmPassword: RESET, token: resetToken },
      });
      expect(reset.statusCode).toBe(200);
      const again = await logsIn(t, email, RESET);
      answered.push(again.json().token);
      const changed = await t.app.inject({
        method: 'POST',
        url: `${API}/users/change-password`,
        headers: bearer({ token: again.json().token }),
        payload: { oldPassword: RESET, newPassword: CHANGED },
      });
      expect(changed.statusCode).toBe(200);
      answered.push(changed.json().token);

      // A NUL byte in a name once failed in the database, which logged the query's parameters
      // (the new account's password hash among them). Refused or failed, it must log no secret.
      const nul = await registers(t, {
        firstName: 'Nul\u0000Name',
        password: NUL_CASE,
        confirmPassword: NUL_CASE,
      });
      expect(nul.statusCode).not.toBe(201);
      // Any failing query, whatever its parameters: the error is logged without them.
      const hash = '$scrypt$32768$8$1$c2FsdA==$aGFzaA==';
      const failure = await t.ctx.db.execute(sql`select ${`scrypt${hash}`}::int as n`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      t.app.log.error({ err: failure }, 'a query failed');
      await flushOutbox(t.ctx);

      const log = t.log();
      expect(log).toContain('a query failed');
      expect(log).not.toMatch(SCRYPT_HASH);
      expect(log).not.toMatch(JWT);
      for (const token of answered) expect(log).not.toContain(token);
      for (const password of passwords) expect(log).not.toContain(password);
      // The dev mailbox prints its links in development, by design; production never does.
      if (mode === 'production') {
        expect(log).not.toContain(resetToken);
        expect(log).not.toContain('/loginApp');
      }
    });
  },
);
