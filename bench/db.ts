import pg from 'pg';

// One tiny query interface over both engines, so the generator and the fixtures are written once.
export type Sql = {
  engine: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export const defaultBenchUrl = 'postgres://postgres@127.0.0.1:5432/timeapp_bench';

/** Creates the bench database when missing (through the maintenance database `test`, then `postgres`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => {});
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  let lastError: unknown;
  for (const maintenance of ['test', 'postgres']) {
    const admin = new URL(url);
    admin.pathname = `/${maintenance}`;
    const client = new pg.Client({ connectionString: admin.toString() });
    try {
      await client.connect();
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
    }
  }
  throw lastError;
}

export async function connectPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params as unknown[] | undefined);
      return result.rows as T[];
    },
    close: () => client.end(),
  };
}

/** PGlite opened exactly as the server opens it (same data directory layout and extensions). */
export async function connectPglite(dataDir: string): Promise<Sql> {
  const path = await import('node:path');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const client = new PGlite({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gist },
  });
  await client.waitReady;
  return {
    engine: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    close: () => client.close(),
  };
}
