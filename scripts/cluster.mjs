// `npm run cluster`: the production topology on one machine (docs/operations.md, 'Many processes').
// HAProxy (Debian's haproxy) in front of N API processes started from one production build, and
// PgBouncer (Debian's pgbouncer, transaction pooling) between them and PostgreSQL:
//
//   client -> HAProxy :PORT -> API processes -> PgBouncer -> PostgreSQL (DATABASE_URL)
//                                      \------- direct: LISTEN, migration lock -----/
//
// `npm run cluster -- --standby [--synchronous]` adds a streaming standby of DATABASE_URL's
// server (local PostgreSQL: pg_basebackup into the run directory), synchronous if asked; SIGUSR2
// promotes it and points PgBouncer at it (docs/operations.md, 'Standby and promotion').
// Environment: DATABASE_URL (required: a direct PostgreSQL URL), PORT (HAProxy, default 8080),
// CLUSTER_PROCESSES (default 3), JWT_SECRET (default: a random one for this run), SMTP_URL
// (default: MAIL_TRANSPORT=log). Any other server variable passes through to every process.
// SIGHUP restarts the processes one by one (a rolling restart); Ctrl-C stops everything.
// Tests and the benchmark import startCluster.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fill, findTool, startChild, startEdge, waitFor } from './edge.mjs';
import { freePort } from './free-port.mjs';
import { makeStandby, ownedDir, promoteStandby, psql, stopPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Debian packages the topology runs on; null when one is missing. */
export function clusterTools() {
  const haproxy = findTool('haproxy');
  const pgbouncer = findTool('pgbouncer');
  return haproxy && pgbouncer ? { haproxy, pgbouncer } : null;
}

/**
 * Starts PgBouncer, `processes` API processes and HAProxy; resolves once HAProxy answers
 * readiness. `env` goes to every API process (after the cluster's own settings).
 * `fromSource` runs the server from TypeScript through tsx (tests) instead of the build.
 * `standby`: a streaming standby of DATABASE_URL's server (a local PostgreSQL), made with
 * pg_basebackup into the run directory; `synchronous` lists it in the primary's
 * synchronous_standby_names, so no commit is acknowledged before the standby has it.
 * @param {{ databaseUrl: string, processes?: number, port?: number, env?: Record<string, string>, poolSize?: number, fromSource?: boolean, standby?: { synchronous?: boolean } }} options
 */
export async function startCluster(options) {
  const children = [];
  /** What a start that fails half-way undoes, last first (the run directory, the standby). */
  const undo = [];
  try {
    return await launch(options, children, undo);
  } catch (error) {
    for (const c of children) if (c.alive()) c.child.kill('SIGKILL');
    for (const step of undo.reverse())
      try {
        step();
      } catch {
        // undo what can be undone
      }
    throw error;
  }
}

async function launch(
  { databaseUrl, processes = 3, port, env = {}, poolSize = 20, fromSource = false, standby },
  children,
  undo,
) {
  const tools = clusterTools();
  if (!tools)
    throw new Error(
      "the cluster needs Debian's haproxy and pgbouncer: apt-get install -y haproxy pgbouncer",
    );
  const direct = new URL(databaseUrl);
  const runDir = mkdtempSync(path.join(tmpdir(), 'timeapp-cluster-'));
  undo.push(() => rmSync(runDir, { recursive: true, force: true }));

  // PgBouncer refuses to run as root: started as root it changes to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const bouncerPort = await freePort();
  const user = decodeURIComponent(direct.username || 'postgres');
  const password = decodeURIComponent(direct.password);
  const authFile = path.join(runDir, 'userlist.txt');
  writeFileSync(authFile, `"${user}" "${password}"\n`, { mode: 0o600 });
  const bouncerIni = path.join(runDir, 'pgbouncer.ini');
  const dbName = decodeURIComponent(direct.pathname.slice(1) || 'postgres');
  const directAlias = `${dbName}_direct`;
  /** PgBouncer's configuration, pointing at the PostgreSQL server on `pgPort`. */
  const writeBouncerIni = (pgHost, pgPort) =>
    writeFileSync(
      bouncerIni,
      fill(readFileSync(path.join(root, 'deploy/pgbouncer.ini'), 'utf8'), {
        pg_host: pgHost,
        pg_port: pgPort,
        port: bouncerPort,
        auth_type: password ? 'plain' : 'trust',
        auth_file: authFile,
        pool_size: poolSize,
        user_line: asRoot ? 'user = postgres' : '',
        direct_line: standby
          ? `${directAlias} = host=${pgHost} port=${pgPort} dbname=${dbName} pool_mode=session`
          : '',
      }),
    );
  writeBouncerIni(direct.hostname, direct.port || 5432);
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pw.stdout.trim());
    if (Number.isInteger(uid))
      for (const f of [runDir, authFile, bouncerIni]) chownSync(f, uid, -1);
  }
  /** @type {{ dir: string, port: number, url: string, name: string } | null} */
  let replica = null;
  if (standby) {
    const dir = ownedDir(path.join(runDir, 'standby'));
    undo.push(() => stopPostgres(dir, 'immediate'));
    replica = makeStandby({ primaryUrl: databaseUrl, dir, port: await freePort() });
    if (standby.synchronous) {
      // Undone if the start fails after it: the primary alone would wait for the standby at
      // every commit.
      undo.push(() =>
        psql(
          databaseUrl,
          'alter system reset synchronous_standby_names',
          'select pg_reload_conf()',
        ),
      );
      psql(
        databaseUrl,
        `alter system set synchronous_standby_names = '${replica.name}'`,
        'select pg_reload_conf()',
      );
    }
  }
  const bouncer = startChild(tools.pgbouncer, [bouncerIni], {
    env: process.env,
    logFile: path.join(runDir, 'pgbouncer.log'),
    name: 'pgbouncer',
  });
  children.push(bouncer);
  const pooled = new URL(databaseUrl);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(bouncerPort);
  // With a standby the direct connection goes through PgBouncer too (session pooling), so that
  // it follows a promotion with everything else.
  const directUrl = new URL(pooled);
  if (standby) directUrl.pathname = `/${directAlias}`;
  await waitForPort(bouncerPort, 10_000, bouncer);

  const proxyPort = port ?? (await freePort());
  const url = `http://localhost:${proxyPort}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: pooled.toString(),
    DATABASE_DIRECT_URL: standby ? directUrl.toString() : databaseUrl,
    DATABASE_POOL_MODE: 'transaction',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    PUBLIC_URL: process.env.PUBLIC_URL ?? url,
    TRUST_PROXY: '1',
    LOG_FORMAT: 'json',
    ...(process.env.SMTP_URL ? {} : { MAIL_TRANSPORT: 'log' }),
    ...env,
  };
  for (const k of ['PORT', 'VITEST', 'TEST_ENGINE', 'DATA_DIR']) delete shared[k];

  const serverArgs = fromSource
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : ['--enable-source-maps', serverMain];

  /** One API process; `start()` (re)launches it on its port and waits until it is ready. */
  const api = await Promise.all(
    Array.from({ length: processes }, async (_, i) => {
      const apiPort = await freePort();
      const member = {
        index: i,
        port: apiPort,
        /** @type {ReturnType<typeof startChild> | null} */
        current: null,
        async start() {
          const child = startChild(process.execPath, serverArgs, {
            env: { ...shared, PORT: String(apiPort), DATA_DIR: path.join(runDir, `api${i + 1}`) },
            logFile: path.join(runDir, `api${i + 1}.log`),
            name: `api${i + 1}`,
          });
          member.current = child;
          children.push(child);
          await waitFor(`http://127.0.0.1:${apiPort}/health/ready`, 60_000, child.alive);
        },
        /** SIGTERM, and wait for the exit (the process drains first). */
        async stop(signal = 'SIGTERM') {
          const child = member.current;
          if (!child || !child.alive()) return null;
          child.child.kill(signal);
          return child.exited;
        },
        log: () => member.current?.log() ?? '',
        pid: () => member.current?.child.pid ?? null,
      };
      return member;
    }),
  );
  await Promise.all(api.map((m) => m.start()));

  const edge = await startEdge({
    haproxy: tools.haproxy,
    runDir,
    port: proxyPort,
    servers: api.map((m) => m.port),
  });
  const proxy = edge.proxy;
  children.push(proxy);

  return {
    url,
    runDir,
    api,
    pooledUrl: pooled.toString(),
    jwtSecret: shared.JWT_SECRET,
    /** HAProxy's and PgBouncer's process ids (their CPU is the topology's own cost). */
    proxyPid: proxy.child.pid,
    poolerPid: bouncer.child.pid,
    /** The standby (`standby` option), or null. */
    standby: replica,
    /**
     * The primary is gone: promote the standby and point PgBouncer at it (its configuration
     * rewritten, then SIGHUP: PgBouncer reloads and opens new server connections there).
     */
    async promote() {
      if (!replica) throw new Error('the cluster has no standby (startCluster({ standby }))');
      await promoteStandby(replica.dir, replica.url);
      writeBouncerIni('127.0.0.1', replica.port);
      bouncer.child.kill('SIGHUP');
    },
    /** Each process in turn: SIGTERM, wait for its exit, start it, wait until ready. */
    async rollingRestart() {
      for (const member of api) {
        await member.stop();
        await member.start();
      }
    },
    async stop() {
      await Promise.all(api.map((m) => m.stop()));
      for (const c of [proxy, bouncer]) if (c.alive()) c.child.kill('SIGTERM');
      await Promise.all(children.map((c) => c.exited));
      if (replica) {
        stopPostgres(replica.dir, 'immediate');
        if (standby?.synchronous)
          try {
            psql(
              databaseUrl,
              'alter system reset synchronous_standby_names',
              'select pg_reload_conf()',
            );
          } catch {
            // the primary is gone (a failover drill): nothing to reset
          }
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port, ms, child) {
  const { createConnection } = await import('node:net');
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (!child.alive()) throw new Error(`${child.name} exited:\n${child.log()}`);
    if (Date.now() > until) throw new Error(`${child.name} not listening after ${ms} ms`);
    await sleep(100);
  }
}

// As a command: build if needed, start, print where, wait for signals.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run cluster needs DATABASE_URL (PostgreSQL; the embedded database is one process).',
    );
    process.exit(1);
  }
  const { buildIfChanged } = await import('./build-if-changed.mjs');
  if (!buildIfChanged()) process.exit(1);
  const processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
  const args = process.argv.slice(2);
  const standby = args.includes('--standby')
    ? { synchronous: args.includes('--synchronous') }
    : undefined;
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    processes,
    port: Number(process.env.PORT ?? 8080),
    standby,
  });
  console.log(`TimeApp: ${processes} API processes behind HAProxy at ${cluster.url}`);
  if (cluster.standby)
    console.log(
      `${standby?.synchronous ? 'a synchronous' : 'an asynchronous'} streaming standby on port ${cluster.standby.port} (${cluster.standby.dir}); ` +
        `kill -USR2 ${process.pid} promotes it and points PgBouncer at it`,
    );
  process.on('SIGUSR2', () => {
    cluster.promote().then(
      () => console.log('standby promoted; PgBouncer follows it'),
      (e) => console.error(`promotion failed: ${e.message}`),
    );
  });
  console.log(`logs and generated configuration: ${cluster.runDir}`);
  console.log(
    `PgBouncer (pid ${cluster.poolerPid}) reads ${path.join(cluster.runDir, 'pgbouncer.ini')} again on kill -HUP`,
  );
  console.log('kill -HUP ' + process.pid + ' restarts the processes one by one; Ctrl-C stops');
  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting) return;
    restarting = true;
    console.log('rolling restart...');
    cluster
      .rollingRestart()
      .then(
        () => console.log('rolling restart done'),
        (e) => console.error(`rolling restart failed: ${e.message}`),
      )
      .finally(() => (restarting = false));
  });
  const stop = () => cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
