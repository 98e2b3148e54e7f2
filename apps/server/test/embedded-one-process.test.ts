// One embedded database, one process: real server processes on one DATA_DIR.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './support/accounts.ts';
import { spawnServer, type ServerProcess } from './support/server-process.ts';
import { engine, migratedDataDir } from './support/test-app.ts';
import { freePort } from '../../../scripts/free-port.mjs';

const servers: ServerProcess[] = [];

async function starts(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  // The embedded database: whatever engine the suite runs, these servers use PGlite.
  for (const k of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'VITEST', 'TEST_ENGINE'])
    delete env[k];
  // Either it listens, or it exits.
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

const registers = (server: ServerProcess, email: string) =>
  fetch(`${server.base}/api/v1.1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration({ email })),
  });

describe(`a second server on one embedded DATA_DIR refuses to start (${engine})`, () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await migratedDataDir('timeapp-one-process-');
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 1 with one line naming the first; the first keeps working; a stale lock is taken over', async () => {
    const first = await starts(dataDir);
    expect(first.log()).toMatch(/listening on/);

    const second = await starts(dataDir);
    expect(await second.exited).toBe(1);
    const lines = second.log().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`pid ${first.child.pid}`);
    expect(lines[0]).toContain('DATABASE_URL');

    expect((await registers(first, 'kept.after.refusal@example.test')).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await starts(dataDir);
    expect(third.log()).toMatch(/listening on/);
    // The registration the first acknowledged is there: the address is taken.
    expect((await registers(third, 'kept.after.refusal@example.test')).status).toBe(409);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
