import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { API } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, givenUser } from './support/users.ts';

// Each file's tests hash some 30-70 passwords on purpose (the hash is slow by design): on two
// cores shared with other test files that took over 30 s under load, so they get 120 s.
describe(`login limits hold under simultaneous guesses (${engine})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The limits count in fixed 15-minute windows of the clock: a test that ran across a window's
    // edge (it takes 15-40 s under load) saw its count start again. One instant, mid-window.
    t.setNow('2026-03-02T08:07:00Z');
  });
  afterAll(() => t.close());

  const logsInFrom = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email, password },
      remoteAddress: ip,
    });

  it('lets exactly 10 of 200 simultaneous wrong guesses reach the password, then refuses the right one', async () => {
    const victim = await givenUser(t.ctx);
    // From 200 addresses, so only the per-account limit is at work.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        logsInFrom(victim.email, `Guess@${i}aaaa`, `10.1.${i >> 8}.${i & 255}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);

    const right = await logsInFrom(victim.email, DEFAULT_PASSWORD, '10.9.9.9');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 429, error: 'too_many', message: messages.tooMany });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed logins from one address across many accounts (password spraying)', async () => {
    const accounts = await Promise.all(Array.from({ length: 31 }, () => givenUser(t.ctx)));
    const sprayer = '10.2.0.1';
    for (const account of accounts.slice(0, 30))
      expect((await logsInFrom(account.email, 'Spring@2026', sprayer)).statusCode).toBe(401);

    const next = await logsInFrom(accounts[30]!.email, 'Spring@2026', sprayer);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and the right password from elsewhere works.
    expect((await logsInFrom(accounts[30]!.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(
      200,
    );
  });

  it('does not count successful logins against the address', async () => {
    const user = await givenUser(t.ctx);
    for (let i = 0; i < 35; i += 1)
      expect((await logsInFrom(user.email, DEFAULT_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });
});
