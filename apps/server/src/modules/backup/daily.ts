import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../lib/context.ts';
import { writeBackup } from './archive.ts';

/** How many daily backups DATA_DIR/backups keeps (DESIGN.md section 13). */
export const DAILY_BACKUPS_KEPT = 7;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** `timeapp-2026-11-29T031500Z.tar.gz`: names sort as the times they were made. */
export const backupName = (at: Date) =>
  `timeapp-${at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/**
 * Writes today's backup of the embedded database into DATA_DIR/backups (under a temporary name,
 * renamed once complete, so a crash leaves no half backup under a real name) and removes all
 * but the newest seven. Answers the file written.
 */
export async function dailyBackup(ctx: AppContext): Promise<string | null> {
  const database = ctx.database;
  if (!database.dumpDataDir) return null;
  const dir = backupsDir(ctx.config.dataDir);
  await mkdir(dir, { recursive: true });
  // A run cut short (a crash, kill -9) left its partial file: nothing else will remove it.
  for (const n of await readdir(dir)) if (n.endsWith('.partial')) await rm(path.join(dir, n));
  const file = path.join(dir, backupName(ctx.now()));
  const partial = `${file}.partial`;
  await writeBackup(
    { dumpDataDir: () => database.dumpDataDir!() },
    ctx.uploadsDir,
    createWriteStream(partial, { mode: 0o600 }),
    ctx.now(),
  );
  await rename(partial, file);
  const kept = (await readdir(dir)).filter((n) => /^timeapp-.*\.tar\.gz$/.test(n)).sort();
  for (const old of kept.slice(0, -DAILY_BACKUPS_KEPT)) await rm(path.join(dir, old));
  return file;
}
