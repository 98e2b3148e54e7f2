import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';
import { ensureWebBuild } from './global-setup';

// Two real API processes on one fresh PostgreSQL database, started the way global-setup.ts
// starts the suite's own server (same entry point, the same web build, free ports, development
// mode with the dev mailbox). For the specs about what crosses processes: live events travel
// through NOTIFY to every process's LISTEN connection (docs/decisions/010-live-events.md).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fresh database `timeapp_e2e_<random>` on the server of `baseUrl`, dropped by `drop()`. */
export async function freshDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `timeapp_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)` ends connections a killed process may have left behind.
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export type ServerProcess = {
  name: string;
  base: string;
  logFile: string;
  stop(): Promise<void>;
};

async function waitForReady(server: ServerProcess, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`[e2e] server ${server.name} exited early; see ${server.logFile}`);
    try {
      // Readiness, not liveness: the database answers and this build's migrations are applied.
      const res = await fetch(`${server.base}/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] server ${server.name} was not ready within 120 s; see ${server.logFile}`);
}

/**
 * One API process on `databaseUrl`, ready (`GET /health/ready`) when this resolves. Every
 * process of one database must get the same `jwtSecret`, so a session works on all of them.
 * Without `databaseUrl`, an embedded database of its own (as the suite's server); `port` when
 * something must know it before the process starts; `env`, settings of its own (the deposits
 * spec's Stripe, which the suite's shared server must not have).
 */
export async function startServer(
  name: string,
  o: { databaseUrl?: string; jwtSecret: string; port?: number; env?: Record<string, string> },
): Promise<ServerProcess> {
  const port = o.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `timeapp-e2e-${name}-`));
  mkdirSync(path.join(root, 'e2e/results'), { recursive: true });
  const logFile = path.join(root, `e2e/results/server-${name}.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    JWT_SECRET: o.jwtSecret,
    PUBLIC_URL: base,
    WEB_DIST: ensureWebBuild(),
    RATE_LIMIT: 'off',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  };
  // The dev mailbox (rows in the shared database) and a direct connection, whatever the shell says.
  for (const key of ['SMTP_URL', 'MAIL_TRANSPORT', 'DATABASE_DIRECT_URL', 'DATABASE_POOL_MODE'])
    delete env[key];
  if (!o.databaseUrl) delete env.DATABASE_URL;
  Object.assign(env, o.env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const server: ServerProcess = {
    name,
    base,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForReady(server, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
