import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests, outbox, passwordResets } from '../src/db/schema.ts';
import { resolveAccountRequests } from '../src/modules/auth/requests.ts';
import { API, linkFrom, newEmail } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser } from './support/users.ts';

type Ask = 'forgot-password' | 'resend-verification';

describe(`forgot-password and resend-verification do the same work for any address (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ip = 0;
  const asks = (what: Ask, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/${what}`,
      payload: { email },
      // A new client address each time: these tests are not about the per-address limit.
      remoteAddress: `10.4.${(ip += 1) >> 8}.${ip & 255}`,
    });
  const rows = async () => {
    const [requests] = await t.ctx.db.select({ n: count() }).from(accountRequests);
    const [mails] = await t.ctx.db.select({ n: count() }).from(outbox);
    const [links] = await t.ctx.db.select({ n: count() }).from(passwordResets);
    return { requests: requests!.n, mails: mails!.n, resets: links!.n };
  };

  it.each([
    ['forgot-password', { verified: true }],
    ['resend-verification', { verified: false }],
  ] as const)(
    '%s writes one request and nothing else, known address or not',
    async (what, state) => {
      await resolveAccountRequests(t.ctx);
      const known = await givenUser(t.ctx, state);
      const unknown = newEmail('nobody');

      for (const email of [known.email, unknown]) {
        const before = await rows();
        const res = await asks(what, email);
        expect(res.statusCode).toBe(200);
        expect(await rows()).toEqual({ ...before, requests: before.requests + 1 });
      }

      // The mail worker resolves them afterwards: a link for the account, nothing for the other.
      expect(await resolveAccountRequests(t.ctx)).toBe(2);
      const path = what === 'forgot-password' ? '/loginApp/reset-password' : '/loginApp';
      expect((await linkFrom(t.ctx, known.email, path)).pathname).toBe(path);
      expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to, unknown))).toHaveLength(0);
      expect(await rows()).toMatchObject({ requests: 0 });
    },
  );

  it.each(['forgot-password', 'resend-verification'] as const)(
    '%s answers known and unknown addresses alike over 60 requests each',
    async (what) => {
      const known = await givenUser(t.ctx, { verified: what === 'forgot-password' });
      const times = { known: [] as number[], unknown: [] as number[] };
      // Warm-up, untimed: the first requests of a route pay for compilation.
      for (let i = 0; i < 20; i += 1)
        await asks(what, i % 2 ? known.email : `warm.${i}@example.test`);
      for (let i = 0; i < 120; i += 1) {
        const which = i % 2 === 0 ? 'known' : 'unknown';
        const start = process.hrtime.bigint();
        const res = await asks(what, which === 'known' ? known.email : `nobody.${i}@example.test`);
        times[which].push(Number(process.hrtime.bigint() - start) / 1e6);
        expect(res.statusCode).toBe(200);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length / 2]!;
      if (process.env.REPORT_TIMINGS)
        process.stdout.write(
          `${what} (${engine}): median known ${median(times.known).toFixed(3)} ms, unknown ${median(times.unknown).toFixed(3)} ms\n`,
        );
      expect(times.known).toHaveLength(60);
      expect(times.unknown).toHaveLength(60);
    },
  );
});
