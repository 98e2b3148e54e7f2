import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, from any process, after the
   * notifying transaction commits. On PostgreSQL one dedicated connection per process
   * (DATABASE_DIRECT_URL: LISTEN cannot pass a transaction-pooling PgBouncer), re-opened when
   * it drops; `onReconnect` then runs, since notifications sent meanwhile are lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** Connections of this process: PostgreSQL's pool, or PGlite's single in-process one. */
  poolStats(): PoolStats;
  /** The embedded database only: a copy of its data directory, taken between two queries. */
  dumpDataDir?(): Promise<Blob>;
};

export type PoolStats = { max: number; open: number; idle: number; waiting: number };

export type ListenHandlers = { onMessage(payload: string): void; onReconnect?(): void };
export type Listening = { close(): Promise<void> };

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * How `DATABASE_URL` reaches PostgreSQL. `session`: each pooled connection is a server session.
 * `transaction`: through a transaction-pooling PgBouncer (docs/operations.md, 'Many processes'),
 * where consecutive statements of one connection may run in different server sessions.
 */
export type PoolMode = 'session' | 'transaction';

/**
 * PgBouncer 1.18 in transaction mode does not carry a named prepared statement from the
 * session that parsed it to the next one, so behind it every statement is sent unnamed
 * (parsed and planned on each execution: `npm run bench -- --only=cluster` measures the cost).
 */
class UnnamedStatementClient extends pg.Client {
  // pg's query has a dozen overloads; this one passes every call through, dropping `name`.
  // @ts-expect-error: one rest signature cannot restate those overloads; the Pool sees a Client.
  override query(...args: unknown[]): unknown {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config)
      args[0] = { ...config, name: undefined };
    return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
  }
}

// Both engines speak the same SQL through the same Drizzle schema; only the driver differs.
export function openPostgres(
  url: string,
  poolSize = 20,
  directUrl = url,
  poolMode: PoolMode = 'session',
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(poolMode === 'transaction'
      ? { Client: UnnamedStatementClient as unknown as typeof pg.Client }
      : {}),
  });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one's: the pool listens only while a client is idle, and a connection
  // that dies between two statements of a transaction (its PostgreSQL killed: the promotion
  // drill, failover.test.ts) emitted an 'error' nobody heard, which ended the process. The
  // transaction's next statement fails instead, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait. The lock is
      // a session's, so it is taken on a direct connection, never through a transaction pooler.
      const client = new pg.Client({ connectionString: directUrl });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(7366372)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7366372)').catch(() => {});
        await client.end();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(directUrl, channel, handlers),
    poolStats: () => ({
      max: poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    c.on('error', () => reopen(c));
    c.on('end', () => reopen(c));
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  // A dropped connection misses what was sent meanwhile: reconnect, then let the owner catch up.
  const reopen = (c: pg.Client) => {
    if (closed || client !== c) return;
    client = null;
    c.end().catch(() => {});
    const retry = () => {
      if (closed) return;
      connect().then(
        () => {
          failures = 0;
          handlers.onReconnect?.();
        },
        () => {
          failures += 1;
          timer = setTimeout(retry, RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]);
        },
      );
    };
    timer = setTimeout(retry, RECONNECT_MS[0]);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * PGlite's PostgreSQL keeps PostgreSQL's default of 128 MB of shared buffers, which it touches
 * when it starts: about 100 MB of the server's resident memory before the first request
 * (measured: 313 MB resident just after opening, 209 MB with 32 MB). Pages beyond it are read
 * from the data directory's files, which the operating system caches anyway.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL in `dataDir`; in memory when `dataDir` is undefined (tests). `loadDataDir`
 * starts from a data directory another PGlite dumped (the tests' migrated copy) instead of an
 * empty one.
 */
export function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; alreadyLocked?: boolean } = {},
): Database & { dumpDataDir(): Promise<Blob> } {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // `alreadyLocked`: the caller holds DATA_DIR's lock (npm run restore) and releases it.
  const unlock = dataDir && !options.alreadyLocked ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    extensions: { pg_trgm, btree_gist },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    // In-process: PGlite delivers its own notifications after the commit, like a server.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onMessage);
      return { close: () => unlisten() };
    },
    // One connection, in this process; its queue is internal, so it counts as always open.
    poolStats: () => ({ max: 1, open: 1, idle: 0, waiting: 0 }),
  };
}

export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
