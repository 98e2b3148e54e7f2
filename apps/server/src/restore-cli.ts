// `npm run restore FILE`: puts a backup made by `npm run backup` (or the daily one in
// DATA_DIR/backups) into DATA_DIR, with the server stopped (docs/operations.md, 'Backups').
// What DATA_DIR held is kept beside, renamed, never deleted.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openPglite, ping } from './db/client.ts';
import { DataDirLockedError, lockDataDir, lockHolder } from './db/data-dir-lock.ts';
import { BadBackupError, readBackup, restoreUploads } from './modules/backup/archive.ts';

class RestoreError extends Error {}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.databaseUrl)
    throw new RestoreError(
      "npm run restore is for the embedded database; on PostgreSQL restore with pgbackrest (docs/operations.md, 'Backups')",
    );
  const given = process.argv[2];
  if (!given)
    throw new RestoreError('Usage: npm run restore FILE (a backup made by npm run backup)');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const dataDir = config.dataDir;
  const pid = lockHolder(dataDir);
  if (pid !== null)
    throw new RestoreError(
      `The server (pid ${pid}) is running on ${dataDir}: stop it, then run npm run restore again`,
    );
  const started = Date.now();
  const backup = await readBackup(file);
  const release = lockDataDir(dataDir);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '');
    const kept: string[] = [];
    for (const part of ['pglite', 'uploads']) {
      const dir = path.join(dataDir, part);
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        const aside = `${dir}.before-restore-${stamp}`;
        renameSync(dir, aside);
        kept.push(aside);
      }
    }
    const database = openPglite(dataDir, {
      loadDataDir: new Blob([new Uint8Array(backup.database)]),
      alreadyLocked: true,
    });
    try {
      await ping(database.db);
    } finally {
      await database.close();
    }
    await restoreUploads(backup.uploads, path.join(dataDir, 'uploads'));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Restored ${file} (made ${backup.manifest.createdAt}, ${backup.uploads.length} uploads) into ${dataDir} in ${seconds} s` +
        (kept.length ? `; what was there is kept in ${kept.join(' and ')}\n` : '\n'),
    );
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof RestoreError ||
    error instanceof BadBackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  )
    console.error(error.message);
  else console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
