// The server as a real process (node + tsx, from source): what its log says, and how it stops.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registration } from './support/accounts.ts';
import { spawnServer, type ServerProcess } from './support/server-process.ts';
import { engine, freshPostgres, migratedDataDir } from './support/test-app.ts';
import { freePort } from '../../../scripts/free-port.mjs';

type Server = ServerProcess & { port: number };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A built web app with one script, so static files are there to (not) log. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TimeApp</title>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1);\n');
  return dir;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = await migratedDataDir('timeapp-process-');
  const pg = engine === 'postgres' ? await freshPostgres() : null;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist(),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'info',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  };
  for (const k of ['PUBLIC_URL', 'SMTP_URL', 'LOG_FORMAT', 'VITEST', 'TEST_ENGINE'])
    if (!(k in env)) delete childEnv[k];
  if (!pg) delete childEnv.DATABASE_URL;
  const server = await spawnServer(childEnv, { waitUntilListening: false });
  cleanups.push(async () => {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  });
  await server.waitForLog(/listening on/, 120_000);
  return { ...server, port };
}

/** A POST whose body arrives in two halves: in flight on the server until the second is sent. */
function slowPost(port: number, pathname: string, body: string) {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          agent: new http.Agent({ keepAlive: true }),
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      finish = () => req.end(body.slice(half));
    },
  );
  return { answer, finish: () => finish() };
}

/** A kept-alive connection that has had its answer and sits idle. */
async function idleKeepAlive(port: number): Promise<{ closed: Promise<void> }> {
  const socket = new Socket();
  await new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => {
    socket.once('data', () => resolve());
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
  return { closed };
}

const refused = async (base: string) =>
  fetch(`${base}/health`).then(
    () => false,
    () => true,
  );

describe(`the server process in development (${engine})`, { timeout: 180_000 }, () => {
  it('announces the origin its e-mailed links use, and logs API calls only, readably', async () => {
    const s = await startServer({});
    const origin = `http://localhost:${s.port}`;
    // The log reaches us in chunks, and the mailbox line is written after the listening one:
    // wait for each rather than read the log once (under load the second was not there yet).
    const quoted = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await s.waitForLog(new RegExp(`listening on ${quoted}\n`));
    await s.waitForLog(new RegExp(`dev mailbox: ${quoted}/dev/mailbox`));

    for (const url of ['/assets/index-AbC123.js', '/login', '/health', '/health/ready', '/metrics'])
      expect((await fetch(s.base + url)).status).toBe(200);
    const who = registration();
    const registered = await fetch(`${s.base}/api/v1.1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    expect(registered.status).toBe(201);
    // The worker polls the outbox every second; the link is in the line itself.
    const [, link] = await s.waitForLog(
      new RegExp(`dev mailbox: .* to ${who.email.replace(/\./g, '\\.')}\\n\\s+(\\S+)`),
    );
    expect(new URL(link!).origin).toBe(origin);

    const lines = s.log().split('\n').filter(Boolean);
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(lines.some((l) => /INFO: POST \/api\/v1\.1\/users 201 \d+ ms$/.test(l))).toBe(true);
    // Records start with their time; the mail's links are the indented lines under it.
    const records = lines.filter((l) => l.startsWith('[') && !l.includes('dev mailbox'));
    expect(records.filter((l) => /\/assets\/|\/login|\/health|\/metrics/.test(l))).toEqual([]);
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  });

  it('drains on SIGTERM: not ready at once, the request in flight answered, then exit 0', async () => {
    const s = await startServer({ SHUTDOWN_DRAIN_MS: '1500' });
    const idle = await idleKeepAlive(s.port);
    const login = slowPost(
      s.port,
      '/api/v1.1/users/login',
      JSON.stringify({ email: 'customer@timeapp.nz', password: 'Customer@123' }),
    );
    await new Promise((r) => setTimeout(r, 200)); // the headers are in: the request is in flight

    const signalled = Date.now();
    s.child.kill('SIGTERM');
    await s.waitForLog(/SIGTERM: not ready any more/);
    const ready = await fetch(`${s.base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { data: { shuttingDown: boolean } }).data.shuttingDown).toBe(
      true,
    );
    // Still serving during the drain.
    expect((await fetch(`${s.base}/health`)).status).toBe(200);

    // After the drain: no new connections; the idle kept-alive one is closed.
    while (!(await refused(s.base))) await new Promise((r) => setTimeout(r, 100));
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
    await idle.closed;
    expect(s.child.exitCode).toBeNull(); // the login is still in flight

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.token).toEqual(expect.any(String));
    expect(answer.connection).toBe('close');
    expect(await s.exited).toBe(0);
    expect(s.log()).toContain('stopped');
  });
});

describe(`the server process in production (${engine})`, { timeout: 180_000 }, () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), MAIL_TRANSPORT: 'log' };

  it('logs JSON lines, and exits 1 at the deadline with a request still in flight', async () => {
    const s = await startServer({
      ...production,
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '800',
    });
    const lines = s.log().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(JSON.parse(lines.find((l) => l.includes('listening on'))!).msg).toBe(
      `listening on http://localhost:${s.port}`,
    );

    const stuck = slowPost(
      s.port,
      '/api/v1.1/users/login',
      JSON.stringify({ email: 'a@b.nz', password: 'x' }),
    );
    stuck.answer.catch(() => {}); // it never gets an answer
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(700);
    expect(s.log()).toContain('requests still in flight after 800 ms');
  });

  it('exits at once on a second SIGTERM', async () => {
    const s = await startServer({ ...production, SHUTDOWN_DRAIN_MS: '60000' });
    s.child.kill('SIGTERM');
    await s.waitForLog(/SIGTERM: not ready any more/);
    expect((await fetch(`${s.base}/health/ready`)).status).toBe(503);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
  });
});
