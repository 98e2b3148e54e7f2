// `npm run backup [-- FILE]`: a copy of the embedded database and the uploads in one .tar.gz
// (docs/operations.md, 'Backups'). While the server runs it asks the server for it (it holds
// the database: docs/decisions/050-backups.md); otherwise it opens DATA_DIR itself.
import { createWriteStream, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig } from './config.ts';
import { lockHolder, DataDirLockedError } from './db/data-dir-lock.ts';
import { openPglite, ping } from './db/client.ts';
import { writeBackup } from './modules/backup/archive.ts';
import { backupName } from './modules/backup/daily.ts';
import { backupTokenFile } from './modules/backup/token.ts';

class BackupError extends Error {}

/** Where this machine reaches the server: its bind address, or loopback for every interface. */
const reach = (host: string) =>
  ['0.0.0.0', '::', 'localhost'].includes(host)
    ? '127.0.0.1'
    : host.includes(':')
      ? `[${host}]`
      : host;

async function fromServer(config: ReturnType<typeof loadConfig>, pid: number, partial: string) {
  const token = readFileSync(backupTokenFile(config.dataDir), 'utf8').trim();
  const url = `http://${reach(config.host)}:${config.port}/internal/backup`;
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body)
    throw new BackupError(
      `The server (pid ${pid}) at ${url} answered ${res.status} to the backup request`,
    );
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial, { mode: 0o600 }));
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError(
      "npm run backup is for the embedded database; on PostgreSQL pgbackrest keeps the backups (docs/operations.md, 'Backups')",
    );
  const started = Date.now();
  const file = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? backupName(new Date()),
  );
  const partial = `${file}.partial`;
  const pid = lockHolder(config.dataDir);
  if (pid !== null) await fromServer(config, pid, partial);
  else {
    const database = openPglite(config.dataDir);
    try {
      await ping(database.db); // PGlite copies its data directory once it has opened it
      await writeBackup(
        database,
        path.join(config.dataDir, 'uploads'),
        createWriteStream(partial, { mode: 0o600 }),
      );
    } finally {
      await database.close();
    }
  }
  renameSync(partial, file);
  const mb = (statSync(file).size / 1e6).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backed up ${config.dataDir} ${pid !== null ? `(from the running server, pid ${pid})` : '(no server running)'} to ${file}: ${mb} MB in ${seconds} s\n`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  )
    console.error(error.message);
  else console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
