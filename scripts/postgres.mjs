// PostgreSQL instances this repository makes itself: a streaming standby for
// `npm run cluster -- --standby`, and the clusters the backup and failover drills create on
// ports of their own (apps/server/test/backup-pitr.test.ts, failover.test.ts). PostgreSQL's own
// tools from Debian's postgresql package (initdb, pg_ctl, pg_basebackup, pg_receivewal), run as
// the postgres user when we are root (PostgreSQL refuses to run as root).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** PostgreSQL's server tools (PG_BIN, or the newest under /usr/lib/postgresql); null if absent. */
export function postgresTools() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync(PG_ROOT)
      ? readdirSync(PG_ROOT)
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => path.join(PG_ROOT, v, 'bin'))
      : [];
  const bin = candidates.find((d) =>
    ['initdb', 'pg_ctl', 'pg_basebackup', 'pg_receivewal'].every((t) =>
      existsSync(path.join(d, t)),
    ),
  );
  return bin ? { bin } : null;
}

const asRoot = () => process.getuid?.() === 0;

/** The postgres user's uid and gid (we hand it the directories it must own when we are root). */
function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** A directory the postgres user owns (mode 0700, as PostgreSQL wants its data directory). */
export function ownedDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * Runs a command as the postgres user when we are root (`env` added to ours: runuser passes the
 * environment on); throws with its output on failure.
 */
export function asPostgres(command, args, { allowFail = false, env = {} } = {}) {
  const [cmd, argv] = asRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const r = spawnSync(cmd, argv, {
    encoding: 'utf8',
    cwd: '/tmp',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0 && !allowFail)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`,
    );
  return r;
}

const tool = (name) => {
  const tools = postgresTools();
  if (!tools)
    throw new Error("PostgreSQL's server tools are missing: apt-get install -y postgresql");
  return path.join(tools.bin, name);
};

/** Settings every instance made here has: its own port and socket directory, loopback only. */
function ownSettings(dir, port, settings) {
  const lines = {
    port,
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    ...settings,
  };
  appendFileSync(
    path.join(dir, 'postgresql.conf'),
    `\n# made by scripts/postgres.mjs\n${Object.entries(lines)
      .map(([k, v]) => `${k} = ${v}`)
      .join('\n')}\n`,
  );
}

/** A new PostgreSQL cluster in `dir` on `port` (trust on loopback, replication allowed). */
export function initPostgres({ dir, port, settings = {} }) {
  ownedDir(dir);
  asPostgres(tool('initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  ownSettings(dir, port, settings);
  return { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

export function startPostgres(dir) {
  const r = asPostgres(
    tool('pg_ctl'),
    ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '120', 'start'],
    { allowFail: true },
  );
  if (r.status !== 0) {
    const log = readFileSync(path.join(dir, 'server.log'), 'utf8')
      .split('\n')
      .slice(-15)
      .join('\n');
    throw new Error(`PostgreSQL in ${dir} did not start:\n${log}`);
  }
}

/** `mode`: fast (clean) or immediate (no checkpoint, as a crash). */
export function stopPostgres(dir, mode = 'fast') {
  asPostgres(tool('pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop'], { allowFail: true });
}

/** The postmaster's pid, or null when it is not running. */
export function postmasterPid(dir) {
  try {
    return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/**
 * SIGKILL to the postmaster and every process it started: the machine is gone. Answers their
 * pids (`postgresGone` waits for them).
 */
export function killPostgres(dir) {
  const pid = postmasterPid(dir);
  if (!pid) return [];
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  for (const p of [pid, ...children]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return [pid, ...children];
}

/**
 * Resolves once the processes `pids` have ended (at most `timeoutMs`). A killed postmaster can
 * outlive its SIGKILL for a moment; a server started meanwhile on its port and socket directory
 * finds the socket's lock file held by a live pid and refuses to start.
 */
export async function postgresGone(pids, timeoutMs = 30_000) {
  const alive = (p) => {
    try {
      process.kill(p, 0);
      return true;
    } catch {
      return false;
    }
  };
  const until = Date.now() + timeoutMs;
  while (pids.some(alive)) {
    if (Date.now() > until) throw new Error(`PostgreSQL (pids ${pids.join(', ')}) still running`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The parameters a standby must have at least as high as its primary, or it will not start. */
const AT_LEAST_THE_PRIMARYS = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

/**
 * A streaming standby of the primary at `primaryUrl` (a PostgreSQL on this machine, as its
 * superuser) in `dir` on `port`: pg_basebackup with its WAL streamed, started in standby mode
 * (-R), named `name` so that the primary can list it in synchronous_standby_names. Answers its
 * URL (the primary's user and password, database postgres).
 */
export function makeStandby({ primaryUrl, dir, port, name = 'timeapp_standby' }) {
  const primary = new URL(primaryUrl);
  const password = decodeURIComponent(primary.password);
  ownedDir(dir);
  // -R writes this connection, with the password when there is one, as the standby's
  // primary_conninfo; -w: a password missing fails at once instead of waiting at a prompt.
  const conninfo = [
    `host=${primary.hostname.replace(/^\[|\]$/g, '')}`,
    `port=${primary.port || 5432}`,
    `user=${decodeURIComponent(primary.username || 'postgres')}`,
    `application_name=${name}`,
  ].join(' ');
  asPostgres(
    tool('pg_basebackup'),
    ['-D', dir, '-d', conninfo, '-w', '-X', 'stream', '-R', '-c', 'fast', '--no-sync'],
    { env: password ? { PGPASSWORD: password } : {} },
  );
  // Debian keeps a cluster's configuration in /etc/postgresql, not in its data directory: the
  // copy then has no pg_hba.conf (PostgreSQL will not start without one) and no postgresql.conf.
  for (const [setting, file] of [
    ['hba_file', 'pg_hba.conf'],
    ['ident_file', 'pg_ident.conf'],
  ])
    if (!existsSync(path.join(dir, file)))
      asPostgres('cp', [psql(primaryUrl, `show ${setting}`), path.join(dir, file)]);
  const primarys = Object.fromEntries(
    psql(
      primaryUrl,
      `select name, setting from pg_settings where name in (${AT_LEAST_THE_PRIMARYS.map((n) => `'${n}'`).join(', ')})`,
    )
      .split('\n')
      .map((line) => line.split('|')),
  );
  ownSettings(dir, port, { ...primarys, hot_standby: 'on' });
  startPostgres(dir);
  const url = new URL(primaryUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = '/postgres';
  return { dir, port, name, url: url.toString() };
}

/**
 * Promotes the standby in `dir` (at `url`) and lets it commit alone: synchronous_standby_names,
 * when the copy has it, would otherwise have every commit wait for a standby that is not there.
 */
export async function promoteStandby(dir, url) {
  // Not spawnSync: the caller's event loop (a drill's load) keeps running meanwhile.
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const promote = [tool('pg_ctl'), '-D', dir, '-w', '-t', '60', 'promote'];
  await promisify(execFile)(
    asRoot() ? 'runuser' : promote[0],
    asRoot() ? ['-u', 'postgres', '--', ...promote] : promote.slice(1),
  );
  psql(url, 'alter system reset synchronous_standby_names', 'select pg_reload_conf()');
}

/** Debian's pgbackrest, or null when it is not installed. */
export const pgbackrestTool = () =>
  ['/usr/bin/pgbackrest', '/usr/local/bin/pgbackrest'].find((p) => existsSync(p)) ?? null;

/**
 * deploy/pgbackrest.conf filled in for the instance in `pgData`, with its repository, logs and
 * locks under `dir`; answers a runner of pgbackrest commands (as postgres) on the stanza.
 */
export async function pgbackrestFor({ dir, pgData, pgPort }) {
  const { fill } = await import('./edge.mjs');
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  ownedDir(dir);
  const sub = (n) => ownedDir(path.join(dir, n));
  const config = path.join(dir, 'pgbackrest.conf');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    config,
    fill(readFileSync(path.join(root, 'deploy/pgbackrest.conf'), 'utf8'), {
      repo_path: sub('repo'),
      log_path: sub('log'),
      lock_path: sub('lock'),
      spool_path: sub('spool'),
      pg_data: pgData,
      pg_port: pgPort,
      pg_socket: pgData,
    }),
    { mode: 0o644 },
  );
  const bin = pgbackrestTool();
  if (!bin) throw new Error('pgbackrest is missing: apt-get install -y pgbackrest');
  const run = (...args) => asPostgres(bin, [`--config=${config}`, '--stanza=timeapp', ...args]);
  return {
    config,
    archiveCommand: `'${bin} --config=${config} --stanza=timeapp archive-push %p'`,
    run,
    /** `pgbackrest restore` (with `options`) into a new, empty data directory at `pgData`. */
    restore: (...options) => {
      ownedDir(pgData);
      return run(...options, 'restore');
    },
  };
}

/**
 * A PostgreSQL cluster of its own under `work` (data directory `work/data`, a free port) that
 * archives its WAL with pgbackrest (repository under `work/backrest`, the stanza created),
 * started, with an empty database `timeapp` at `url`: where the point-in-time drill and the
 * backup benchmark start. `settings` go into its postgresql.conf.
 */
export async function archivingPostgres({ work, settings = {} }) {
  const { freePort } = await import('./free-port.mjs');
  const dataDir = path.join(ownedDir(work), 'data');
  const port = await freePort();
  const backrest = await pgbackrestFor({
    dir: path.join(work, 'backrest'),
    pgData: dataDir,
    pgPort: port,
  });
  const primary = initPostgres({
    dir: dataDir,
    port,
    settings: { archive_mode: 'on', archive_command: backrest.archiveCommand, ...settings },
  });
  startPostgres(dataDir);
  psql(primary.url, 'create database timeapp');
  backrest.run('stanza-create');
  return { ...primary, url: primary.url.replace(/\/postgres$/, '/timeapp'), backrest };
}

/**
 * Resolves once the server at `url` has finished recovery (a restored cluster answers reads
 * while it still replays WAL: what it shows then is not yet the point it recovers to).
 */
export async function recovered(url, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (psql(url, 'select pg_is_in_recovery()') !== 'f') {
    if (Date.now() > until)
      throw new Error(`still in recovery after ${timeoutMs / 1000} s: ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * pg_receivewal streaming the WAL of the server on `port` into `dir` as it is written, flushing
 * each piece and saying so at once (--synchronous): listed in the server's
 * synchronous_standby_names as 'pg_receivewal', no commit is acknowledged before the stream has
 * it. The WAL tail an archive of whole segments has not received yet (docs/operations.md).
 */
export async function streamWal({ dir, port }) {
  const { spawn } = await import('node:child_process');
  const args = [
    '-D',
    dir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '--synchronous',
    '--no-loop',
  ];
  const receivewal = tool('pg_receivewal');
  return asRoot()
    ? spawn('runuser', ['-u', 'postgres', '--', receivewal, ...args], { stdio: 'ignore' })
    : spawn(receivewal, args, { stdio: 'ignore' });
}

/** Runs SQL statements with psql on the server at `url` (as its user, whoever we are). */
export function psql(url, ...statements) {
  // -w: a password the URL lacks fails at once instead of waiting at a prompt.
  const r = spawnSync(tool('psql'), [url, '-qAtXw', ...statements.flatMap((s) => ['-c', s])], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`psql failed (${r.status}): ${r.stderr}`);
  return r.stdout.trim();
}
