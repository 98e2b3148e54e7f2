// Periodic jobs run once per period across every API process (jobs.ts): the claim decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRun } from '../src/jobs.ts';
import { createSecondTestApp, createTestApp, engine, type TestApp } from './support/test-app.ts';

const HOUR = 60 * 60_000;

describe(`periodic jobs are claimed per period (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the first claim of a period wins, the next ones that period lose, the next period is open', async () => {
    t.setNow('2026-05-04T10:00:00Z');
    expect(await claimRun(t.ctx, 'test-job', HOUR)).toBe(true);
    expect(await claimRun(t.ctx, 'test-job', HOUR)).toBe(false);
    t.setNow('2026-05-04T10:59:59Z');
    expect(await claimRun(t.ctx, 'test-job', HOUR)).toBe(false);
    t.setNow('2026-05-04T11:00:00Z');
    expect(await claimRun(t.ctx, 'test-job', HOUR)).toBe(true);
    expect(await claimRun(t.ctx, 'other-job', HOUR)).toBe(true);
  });

  it.runIf(engine === 'postgres')(
    'two processes claiming at the same instant: exactly one runs it',
    async () => {
      const second = await createSecondTestApp(t);
      try {
        for (const app of [t, second]) app.setNow('2026-06-01T08:00:00Z');
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, i) => claimRun(i % 2 ? second.ctx : t.ctx, 'race', HOUR)),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
