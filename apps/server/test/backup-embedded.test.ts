// The embedded database's backup drill (docs/operations.md, 'Backups'): `npm run backup` while
// 8 workers book through a real server process, `npm run restore` into a fresh DATA_DIR, and
// every booking acknowledged before the backup started is there, served by a restored server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import {
  givenBookingScene,
  heldBookings,
  startBookingLoad,
  webDist,
  type BookingScene,
} from './support/booking-load.ts';
import { spawnServer, type ServerProcess } from './support/server-process.ts';
import { createTestApp, engine, migratedDataDir } from './support/test-app.ts';
import { bearer } from './support/users.ts';
import { freePort } from '../../../scripts/free-port.mjs';

const serverRoot = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const servers: ServerProcess[] = [];
const dirs: string[] = [];

async function serverEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET,
    MAIL_TRANSPORT: 'log',
    RATE_LIMIT: 'off',
    LOG_FORMAT: 'json',
    WEB_DIST: webDist(),
  };
  for (const k of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'VITEST', 'TEST_ENGINE'])
    delete env[k];
  return env;
}

/** `npm run backup` / `npm run restore` as an operator runs them: exit code and output. */
function command(
  script: 'backup-cli.ts' | 'restore-cli.ts',
  args: string[],
  env: NodeJS.ProcessEnv,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}`, ...args], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, out })),
  );
}

afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// The embedded database's own drill: its server processes use PGlite whatever the engine, so it
// runs in the PGlite project only (vitest.config.ts).
describe.runIf(engine === 'pglite')('embedded backup and restore under load', () => {
  it('backs up while 8 workers book; the restored DATA_DIR holds every booking acknowledged before, and serves it', async () => {
    const dataDir = await migratedDataDir('timeapp-backup-');
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'timeapp-restored-'));
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'timeapp-archive-')), 'b.tar.gz');
    dirs.push(dataDir, restoredDir, path.dirname(file));
    let scene: BookingScene;
    {
      const t = await createTestApp(
        { JWT_SECRET },
        { database: openPglite(dataDir), drop: async () => {} },
      );
      scene = await givenBookingScene(t.ctx);
      await t.close();
    }

    const env = await serverEnv(dataDir);
    const server = await spawnServer(env);
    servers.push(server);
    expect(server.log()).toMatch(/listening on/);
    const load = startBookingLoad(server.base, scene, 8);
    await new Promise((r) => setTimeout(r, 3000));
    const started = Date.now();
    const before = load.acknowledged.filter((a) => a.at <= started).map((a) => a.id);
    const backup = await command('backup-cli.ts', [file], env);
    const backupSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const refused = await command('restore-cli.ts', [file], env);
    await load.stop();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    expect(backup).toMatchObject({
      code: 0,
      out: expect.stringContaining('from the running server'),
    });
    // A running DATA_DIR is refused with one line.
    expect(refused.code).toBe(1);
    expect(refused.out.trim().split('\n')).toEqual([
      `The server (pid ${server.child.pid}) is running on ${dataDir}: stop it, then run npm run restore again`,
    ]);

    const restoreStarted = Date.now();
    const restored = await command('restore-cli.ts', [file], await serverEnv(restoredDir));
    const restoreSeconds = (Date.now() - restoreStarted) / 1000;
    expect(restored.code, restored.out).toBe(0);

    // The restored server starts and serves a booking acknowledged before the backup.
    const again = await spawnServer(await serverEnv(restoredDir));
    servers.push(again);
    expect(again.log()).toMatch(/listening on/);
    const sample = before[before.length - 1]!;
    const owner = scene.customers; // any customer's token is signed with the same secret
    const answers = await Promise.all(
      owner.map((c) =>
        fetch(`${again.base}/api/v1.1/appointment/${sample}`, { headers: bearer(c) }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(answers).toContain(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const database = openPglite(restoredDir);
    const held = await heldBookings(database.db, scene.business.id);
    await database.close();
    const missing = before.filter((id) => !held.ids.has(id));
    const sent = /"ms":(\d+),"msg":"backup sent"/.exec(server.log())?.[1];
    console.warn(
      `embedded backup drill: ${load.acknowledged.length} bookings acknowledged in all ` +
        `(${before.length} before the backup started, ${load.failures} failed); backup ${backupSeconds.toFixed(1)} s ` +
        `under load (the server's part ${sent} ms), restore ${restoreSeconds.toFixed(1)} s; the restored copy holds ${held.ids.size}, ` +
        `${missing.length} of those acknowledged before missing, ${held.overCapacity} slots over capacity`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(held.overCapacity).toBe(0);
    expect(load.failures).toBe(0);
  }, 240_000);
});
