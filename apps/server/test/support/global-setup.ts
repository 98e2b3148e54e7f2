// Migrate once per test run (epic-stack's global set-up): every server test file used to start an
// empty database and apply every migration (initdb alone is ~2 s in PGlite's WebAssembly). Here
// the project's engine is migrated once; each file then starts from that copy: PGlite loads the
// dumped data directory, PostgreSQL creates its database from a template.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (server project). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to copy as a template (server-pg project). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_ENGINE === 'postgres') return postgresTemplate(project);
  return pgliteSnapshot(project);
}

async function pgliteSnapshot(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const database = openPglite();
  await database.migrate();
  const dump = await database.dumpDataDir();
  await database.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `timeapp_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 1);
  await database.migrate();
  // A template must have no session open while databases are copied from it.
  await database.close();
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
