// The point-in-time drill (docs/operations.md, 'Backups'): a PostgreSQL cluster of the test's
// own, archiving its WAL with pgbackrest (deploy/pgbackrest.conf) and streaming it synchronously
// to pg_receivewal; a full backup, then bookings, then the data directory is destroyed. Restored
// to the latest point every acknowledged booking is back; restored to a time in the middle,
// exactly the bookings acknowledged before it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { givenBookingScene, heldBookings, startBookingLoad } from './support/booking-load.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import {
  archivingPostgres,
  asPostgres,
  killPostgres,
  ownedDir,
  pgbackrestTool,
  postgresGone,
  postgresTools,
  psql,
  recovered,
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

// The 60 s; PITR_LOAD_SECONDS shortens it for a quick run by hand.
const LOAD_SECONDS = Number(process.env.PITR_LOAD_SECONDS ?? 60);
// Places for about twice what the load books (up to 332 a second here), so that it books to the
// end instead of meeting full days: 112 places a day, and no more than 300 open days (six a
// week), as a customer may book a year ahead and no further.
const OPEN_DAYS = Math.min(300, Math.max(40, Math.ceil((LOAD_SECONDS * 300 * 2) / 112)));
const work = mkdtempSync(path.join(tmpdir(), 'timeapp-pitr-'));
let dataDir = '';

afterAll(() => {
  if (dataDir) stopPostgres(dataDir, 'immediate');
  rmSync(work, { recursive: true, force: true });
});

/** The appointments the restored cluster at `url` holds, and how many slots are over capacity. */
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
        const primary = await archivingPostgres({ work });
        const walDir = ownedDir(path.join(work, 'wal-stream'));
        dataDir = primary.dir;
        const { url, backrest } = primary;
        const receiver = await streamWal({ dir: walDir, port: primary.port });
        // From here each commit waits until pg_receivewal (on another disk in production) has it.
        psql(url, "alter system set synchronous_standby_names = 'pg_receivewal'");
        psql(url, 'select pg_reload_conf()');
        const database = openPostgres(url, 10);
        await database.migrate();
        let t: TestApp | null = await createTestApp({}, { database, url, drop: async () => {} });
        const scene = await givenBookingScene(t.ctx, OPEN_DAYS);
        const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

        const backupStarted = Date.now();
        backrest.run('--type=full', 'backup');
        const backupSeconds = (Date.now() - backupStarted) / 1000;

        const load = startBookingLoad(base, scene, 8);
        await new Promise((r) => setTimeout(r, (LOAD_SECONDS * 1000) / 2));
        // A quiet moment in the middle: nothing in flight, so the time divides the bookings.
        await load.pause();
        const at = psql(url, 'select clock_timestamp()::text');
        const beforeMark = load.acknowledged.map((a) => a.id);
        await new Promise((r) => setTimeout(r, 200));
        load.resume();
        await new Promise((r) => setTimeout(r, (LOAD_SECONDS * 1000) / 2));
        await load.stop();
        await t.close();
        t = null;

        // The disk dies: the server is killed and its data directory is gone.
        const killed = killPostgres(dataDir);
        receiver.kill('SIGTERM');
        await postgresGone(killed);
        rmSync(dataDir, { recursive: true, force: true });
        const acknowledged = load.acknowledged.map((a) => a.id);

        // pgbackrest restores the backup and has recovery fetch the archived WAL; the WAL tail
        // pg_receivewal kept (the segment the archive had not received yet) goes in pg_wal,
        // where recovery reads last. The copy's settings still name the stream as a
        // synchronous standby: not any more. Timed until recovery has ended (the server answers
        // reads while it still replays: what it shows then is not yet the point restored).
        const restore = async (options: string[], tail = true) => {
          rmSync(dataDir, { recursive: true, force: true });
          const started = Date.now();
          backrest.restore('--archive-mode=off', ...options);
          for (const f of readdirSync(walDir).filter((n) => tail && n.endsWith('.partial')))
            asPostgres('cp', [
              path.join(walDir, f),
              path.join(dataDir, 'pg_wal', f.replace(/\.partial$/, '')),
            ]);
          asPostgres('sh', [
            '-c',
            `echo "synchronous_standby_names = ''" >> ${dataDir}/postgresql.auto.conf`,
          ]);
          startPostgres(dataDir);
          await recovered(url);
          const seconds = (Date.now() - started) / 1000;
          const holds = await restoredHolds(url, scene.business.id);
          stopPostgres(dataDir);
          return { ...holds, seconds };
        };

        // The latest point: the backup, the archive, then the WAL tail.
        const latest = await restore([]);
        // The time in the middle.
        const middle = await restore(['--type=time', `--target=${at}`, '--target-action=promote']);
        // The archive alone (no WAL stream): what a disk's death costs without it, reported.
        const archiveOnly = await restore([], false);

        const lost = acknowledged.filter((id) => !latest.ids.has(id));
        console.warn(
          `point-in-time drill: full backup ${backupSeconds.toFixed(1)} s; ${LOAD_SECONDS} s of bookings, ` +
            `${acknowledged.length} acknowledged (${load.failures} failed ${JSON.stringify(load.failureKinds)}); latest point: ${latest.ids.size} back, ` +
            `${lost.length} lost, ${latest.overCapacity} over capacity, restore and recovery ${latest.seconds.toFixed(1)} s; ` +
            `time in the middle (${at}): ${middle.ids.size} back of ${beforeMark.length} acknowledged before it, ` +
            `${middle.ids.size === beforeMark.length && beforeMark.every((id) => middle.ids.has(id)) ? 'the same' : 'NOT the same'}, ` +
            `${middle.overCapacity} over capacity, restore and recovery ${middle.seconds.toFixed(1)} s; ` +
            `from the archive alone (no WAL stream) ${archiveOnly.ids.size} back, ` +
            `${acknowledged.length - archiveOnly.ids.size} lost`,
        );
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(load.failures).toBe(0);
        expect(lost).toEqual([]);
        expect(latest.ids.size).toBe(acknowledged.length);
        expect(latest.overCapacity).toBe(0);
        expect([...middle.ids].sort()).toEqual([...beforeMark].sort());
        expect(middle.overCapacity).toBe(0);
      },
      LOAD_SECONDS * 1000 + 180_000,
    );
  },
);
