import { defineConfig } from 'vitest/config';

// In CI a failed test runs once more, as the browser suite does (e2e/playwright.config.ts); a test
// that passes only on its second try is still listed by name in the closing summary
// (scripts/test.mjs), so a flaky test is seen, not hidden.
const retry = process.env.CI ? 1 : 0;

const server = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // A worker imports the server's modules once, not once per file: they hold no state of
    // their own (decision 015), each file builds its app and database. Measured on PGlite:
    // 364 s isolated, 221 s not (the import phase 251 s -> 27 s), every test the same.
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    retry,
    env,
  },
});

// One runner for every workspace: domain and server tests run in Node with TZ=UTC
// (set in scripts/test.mjs), web component tests in jsdom.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time, while a server test file mostly
    // waits (on PostgreSQL, timers, child processes): three at once kept the machine busy
    // (TEST_WORKERS overrides).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          retry,
        },
      },
      server('server', { TEST_ENGINE: 'pglite' }),
      // The same suite on PostgreSQL when CI (or you) gives it a server.
      // Not the embedded database's own test: its server processes use PGlite whatever the
      // engine, so on PostgreSQL it ran the same thing a second time.
      ...(process.env.TEST_DATABASE_URL
        ? [
            server('server-pg', { TEST_ENGINE: 'postgres' }, [
              'test/embedded-one-process.test.ts',
              'test/backup-embedded.test.ts',
            ]),
          ]
        : []),
      'apps/web/vite.config.ts',
    ],
  },
});
