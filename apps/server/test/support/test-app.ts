import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createContext } from '../../src/create-context.ts';
import type { AppContext } from '../../src/lib/context.ts';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { checkContract } from './contract.ts';

/** Which engine this run tests: PGlite by default, PostgreSQL when the pg project runs. */
export const engine: 'pglite' | 'postgres' =
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export type TestApp = {
  app: App;
  ctx: AppContext;
  /** Freeze the server's clock; `undefined` returns to real time. */
  setNow(instant: Date | string | undefined): void;
  /** PostgreSQL only: this app's database, so a second app can share it. */
  databaseUrl?: string;
  close(): Promise<void>;
};

/**
 * A fresh PostgreSQL database per test file, so files can run in parallel: a copy of the run's
 * migrated template (support/global-setup.ts).
 */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `timeapp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (engine === 'postgres') {
    const fresh = await freshPostgres();
    const database = openPostgres(fresh.url, 20);
    await database.migrate();
    return { database, url: fresh.url, drop: fresh.drop };
  }
  // The run's migrated data directory (support/global-setup.ts); migrate() then finds nothing
  // to apply, and still would if a file ran without the global set-up.
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = openPglite(undefined, { loadDataDir: snapshot });
  await database.migrate();
  return { database, drop: async () => {} };
}

/**
 * A DATA_DIR whose embedded database is the run's migrated copy (support/global-setup.ts), for a
 * server process started by a test: it opens without initdb and every migration (25-30 s of
 * WebAssembly per process on a busy machine). Empty outside the PGlite project.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (engine !== 'pglite') return dir;
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = openPglite(dir, { loadDataDir: snapshot });
  await database.migrate(); // opens it: nothing is left to apply
  await database.close();
  return dir;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opened?: Awaited<ReturnType<typeof openTestDatabase>>,
  extra: Parameters<typeof buildApp>[2] = {},
  /** Fastify's options for this config (the logger); no logger unless told. */
  serverOptions: (config: Config) => Promise<FastifyServerOptions> = async () => ({
    logger: false,
  }),
): Promise<TestApp> {
  const { database, url, drop } = opened ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'timeapp-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://timeapp.test',
    ...env,
  });
  const ctx = createContext(config, database);
  let frozen: Date | undefined;
  ctx.now = () => frozen ?? new Date();
  const app = await buildApp(ctx, await serverOptions(config), extra);
  const contract = checkContract(app);
  await app.ready();
  return {
    app,
    ctx,
    databaseUrl: url,
    setNow(instant) {
      frozen = instant === undefined ? undefined : new Date(instant);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      const mismatches = contract.mismatches();
      if (mismatches.length)
        throw new Error(
          `answers that differ from the OpenAPI document (support/contract.ts):\n${mismatches.join('\n')}`,
        );
    },
  };
}

/**
 * A second API process on `first`'s PostgreSQL database, as behind a load balancer: its own
 * pool and clock; closing it leaves the database to `first`.
 */
export async function createSecondTestApp(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('a second app needs PostgreSQL (TEST_DATABASE_URL)');
  const database = openPostgres(first.databaseUrl, 20);
  return createTestApp(env, { database, url: first.databaseUrl, drop: async () => {} });
}
