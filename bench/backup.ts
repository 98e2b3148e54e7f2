// Backup and restore times for the bench dataset (docs/operations.md, 'Backups'):
//   node --import tsx bench/backup.ts [--pglite-only | --postgres-only]
// PostgreSQL: a cluster of its own in a temporary directory (scripts/postgres.mjs), the full
// dataset (1,000,000 appointments), then a full pgbackrest backup (deploy/pgbackrest.conf), the
// data directory destroyed, restored and started. PGlite: the embedded size (100,000
// appointments), `npm run backup`'s archive written and restored. Not part of `npm run bench`.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, ping } from '../apps/server/src/db/client.ts';
import { readBackup, writeBackup } from '../apps/server/src/modules/backup/archive.ts';
import { archivingPostgres, recovered, startPostgres, stopPostgres } from '../scripts/postgres.mjs';
import { connectPglite, connectPostgres } from './db.ts';
import { fullSizes, pgliteSizes, prepareDataset } from './dataset.ts';

const log = (line: string) => console.log(line);
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
/** Bytes under `dir` (du), for the figures. */
const du = (dir: string) =>
  Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0] ?? 0);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function postgres() {
  const work = mkdtempSync(path.join(tmpdir(), 'timeapp-bench-backup-'));
  const {
    dir: dataDir,
    url,
    backrest,
  } = await archivingPostgres({
    work,
    settings: { max_wal_size: "'4GB'" },
  });
  try {
    const migrator = openPostgres(url, 2);
    await migrator.migrate();
    await migrator.close();
    const bench = await connectPostgres(url);
    const dataset = await prepareDataset(bench, fullSizes, { log });
    await bench.close();
    log(
      `PostgreSQL: dataset ${JSON.stringify(dataset.rows)} in ${dataset.seconds} s; data directory ${mb(du(dataDir))}`,
    );
    let t = Date.now();
    backrest.run('--type=full', 'backup');
    log(
      `PostgreSQL: pgbackrest full backup ${seconds(t)} s; repository ${mb(du(path.join(work, 'backrest', 'repo')))}`,
    );
    stopPostgres(dataDir, 'immediate');
    rmSync(dataDir, { recursive: true, force: true });
    t = Date.now();
    backrest.restore();
    const restored = Date.now();
    startPostgres(dataDir);
    await recovered(url);
    const check = openPostgres(url, 1);
    const rows = await check.db.execute(sql`select count(*)::int as n from appointments`);
    await check.close();
    log(
      `PostgreSQL: pgbackrest restore ${((restored - t) / 1000).toFixed(1)} s, then recovery and start ${seconds(restored)} s ` +
        `(${JSON.stringify((rows as unknown as { rows: unknown[] }).rows[0])} appointments)`,
    );
  } finally {
    stopPostgres(dataDir, 'immediate');
    rmSync(work, { recursive: true, force: true });
  }
}

async function pglite() {
  const work = mkdtempSync(path.join(tmpdir(), 'timeapp-bench-pglite-backup-'));
  try {
    const migrator = openPglite(work);
    await migrator.migrate();
    await migrator.close();
    const bench = await connectPglite(work);
    const dataset = await prepareDataset(bench, pgliteSizes, { log });
    await bench.close();
    log(
      `PGlite: dataset ${JSON.stringify(dataset.rows)}; data directory ${mb(du(path.join(work, 'pglite')))}`,
    );
    const file = path.join(work, 'backup.tar.gz');
    const database = openPglite(work);
    await ping(database.db);
    let t = Date.now();
    await writeBackup(database, path.join(work, 'uploads'), createWriteStream(file));
    log(`PGlite: npm run backup's archive ${seconds(t)} s, ${mb(statSync(file).size)}`);
    await database.close();
    const fresh = mkdtempSync(path.join(tmpdir(), 'timeapp-bench-pglite-restore-'));
    t = Date.now();
    const backup = await readBackup(file);
    const restored = openPglite(fresh, {
      loadDataDir: new Blob([new Uint8Array(backup.database)]),
    });
    await ping(restored.db);
    await restored.close();
    log(`PGlite: restore ${seconds(t)} s`);
    rmSync(fresh, { recursive: true, force: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--postgres-only')) await pglite();
if (!process.argv.includes('--pglite-only')) await postgres();
