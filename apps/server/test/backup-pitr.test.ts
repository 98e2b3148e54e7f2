// The point-in-time drill (docs/operations.md, 'Backups'): a PostgreSQL cluster of the test's
// own, archiving its WAL with pgbackrest (deploy/pgbackrest.conf) and streaming it synchronously
// to pg_receivewal; a full backup, then bookings, then the data directory is destroyed. Restored
// to the latest point every acknowledged booking is back; restored to a time in the middle,
// exactly the bookings acknowledged before it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { givenBookingScene, heldBookings, startBookingLoad } from './support/booking-load.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { freePort } from '../../../scripts/free-port.mjs';
import {
  asPostgres,
  initPostgres,
  killPostgres,
  ownedDir,
  pgbackrestFor,
  pgbackrestTool,
  postgresTools,
  startPostgres,
  stopPostgres,
  streamWal,
} from '../../../scripts/postgres.mjs';

const tools = postgresTools() && pgbackrestTool();
// CI installs pgbackrest (.ci/run): there a missing tool fails, never skips.
if (engine === 'postgres' && process.env.CI && !tools)
  throw new Error(
    'the point-in-time drill needs pgbackrest and PostgreSQL (apt-get install -y pgbackrest)',
  );

const LOAD_SECONDS = Number(process.env.PITR_LOAD_SECONDS ?? 20);
const work = mkdtempSync(path.join(tmpdir(), 'timeapp-pitr-'));
let dataDir = '';

afterAll(() => {
  if (dataDir) stopPostgres(dataDir, 'immediate');
  rmSync(work, { recursive: true, force: true });
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The appointments a restored cluster holds (it is started, read, and stopped). */
async function restoredHolds(url: string, businessId: string) {
  const database = openPostgres(url, 2);
  try {
    return await heldBookings(database.db, businessId);
  } finally {
    await database.close();
  }
}

describe.runIf(engine === 'postgres' && tools)(
  'point-in-time recovery with pgbackrest (a cluster of its own)',
  () => {
    it(
      `a full backup, ${LOAD_SECONDS} s of bookings, the data directory destroyed: the latest point has every acknowledged booking, a time in the middle exactly those before it`,
      async () => {
        ownedDir(work);
        dataDir = path.join(work, 'data');
        const walDir = ownedDir(path.join(work, 'wal-stream'));
        const port = await freePort();
        const backrest = await pgbackrestFor({
          dir: path.join(work, 'backrest'),
          pgData: dataDir,
          pgPort: port,
        });
        const primary = initPostgres({
          dir: dataDir,
          port,
          settings: {
            archive_mode: 'on',
            archive_command: backrest.archiveCommand,
            // Each commit waits until pg_receivewal (on another disk in production) has it.
            synchronous_standby_names: "'pg_receivewal'",
          },
        });
        startPostgres(dataDir);
        const receiver = await streamWal({ dir: walDir, port });
        await query(primary.url, 'create database timeapp');
        const url = primary.url.replace(/\/postgres$/, '/timeapp');
        backrest.run('stanza-create');
        const database = openPostgres(url, 10);
        await database.migrate();
        let t: TestApp | null = await createTestApp({}, { database, url, drop: async () => {} });
        const scene = await givenBookingScene(t.ctx);
        const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

        const backupStarted = Date.now();
        backrest.run('--type=full', 'backup');
        const backupSeconds = (Date.now() - backupStarted) / 1000;

        const load = startBookingLoad(base, scene, 8);
        await new Promise((r) => setTimeout(r, (LOAD_SECONDS * 1000) / 2));
        // A quiet moment in the middle: nothing in flight, so the time divides the bookings.
        await load.pause();
        const [mark] = await query<{ at: string }>(url, 'select clock_timestamp()::text as at');
        const at = mark!.at;
        const beforeMark = load.acknowledged.map((a) => a.id);
        await new Promise((r) => setTimeout(r, 200));
        load.resume();
        await new Promise((r) => setTimeout(r, (LOAD_SECONDS * 1000) / 2));
        await load.stop();
        await t.close();
        t = null;

        // The disk dies: the server is killed and its data directory is gone.
        killPostgres(dataDir);
        receiver.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
        const acknowledged = load.acknowledged.map((a) => a.id);

        // pgbackrest restores the backup and has recovery fetch the archived WAL; the WAL tail
        // pg_receivewal kept (the segment the archive had not received yet) goes in pg_wal,
        // where recovery reads last. The copy's settings still name the stream as a
        // synchronous standby: not any more.
        const restore = (options: string[], tail = true) => {
          ownedDir(dataDir);
          backrest.run(...options, 'restore');
          for (const f of readdirSync(walDir).filter((n) => tail && n.endsWith('.partial')))
            asPostgres('cp', [
              path.join(walDir, f),
              path.join(dataDir, 'pg_wal', f.replace(/\.partial$/, '')),
            ]);
          asPostgres('sh', [
            '-c',
            `echo "synchronous_standby_names = ''" >> ${dataDir}/postgresql.conf`,
          ]);
        };

        // Latest: the backup, the archive, then the WAL tail pg_receivewal kept (the segment
        // the archive had not received yet) in pg_wal, where recovery reads last.
        const restoreStarted = Date.now();
        restore(['--archive-mode=off']);
        startPostgres(dataDir);
        const latest = await restoredHolds(url, scene.business.id);
        const restoreSeconds = (Date.now() - restoreStarted) / 1000;
        stopPostgres(dataDir);

        // A time in the middle.
        rmSync(dataDir, { recursive: true, force: true });
        restore(['--archive-mode=off', '--type=time', `--target=${at}`, '--target-action=promote']);
        startPostgres(dataDir);
        const middle = await restoredHolds(url, scene.business.id);
        stopPostgres(dataDir);

        // The archive alone (no WAL stream): what a disk's death costs without it, reported.
        rmSync(dataDir, { recursive: true, force: true });
        restore(['--archive-mode=off'], false);
        startPostgres(dataDir);
        const archiveOnly = await restoredHolds(url, scene.business.id);
        stopPostgres(dataDir);

        const lost = acknowledged.filter((id) => !latest.ids.has(id));
        console.warn(
          `point-in-time drill: full backup ${backupSeconds.toFixed(1)} s; ${LOAD_SECONDS} s of bookings, ` +
            `${acknowledged.length} acknowledged (${load.failures} failed); latest point: ${latest.ids.size} back, ` +
            `${lost.length} lost, ${latest.overCapacity} over capacity, restore and recovery ${restoreSeconds.toFixed(1)} s; ` +
            `time in the middle (${at}): ${middle.ids.size} back of ${beforeMark.length} acknowledged before it; ` +
            `from the archive alone (no WAL stream) ${archiveOnly.ids.size} back, ` +
            `${acknowledged.length - archiveOnly.ids.size} lost`,
        );
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(lost).toEqual([]);
        expect(latest.ids.size).toBe(acknowledged.length);
        expect(latest.overCapacity).toBe(0);
        expect([...middle.ids].sort()).toEqual([...beforeMark].sort());
      },
      LOAD_SECONDS * 1000 + 180_000,
    );
  },
);
