import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { tarEnd, tarEntry, untar } from './tar.ts';

/** What an archive says about itself, first in it. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  /** PGlite's dump of its data directory (an uncompressed tar of PGDATA). */
  database: 'database.tar';
  uploads: number;
};

const MANIFEST = 'timeapp-backup.json';

/** The embedded database, as the server (or a command holding DATA_DIR) has it open. */
export type DumpSource = { dumpDataDir(): Promise<Blob> };

/**
 * Writes a backup of the embedded database and the uploads to `out` (a .tar.gz).
 * PGlite copies its data directory between two queries (it holds its query lock, and the copy
 * is synchronous): every transaction committed before is in it, none half-written. The
 * uploads are read after it, so every picture a row in the copy names is there (a picture is
 * written before the row that names it; names come from the bytes and are never reused).
 */
export async function writeBackup(
  source: DumpSource,
  uploadsDir: string,
  out: NodeJS.WritableStream,
  now = new Date(),
): Promise<BackupManifest> {
  const database = new Uint8Array(await (await source.dumpDataDir()).arrayBuffer());
  const uploads = (await readdir(uploadsDir).catch(() => [] as string[])).filter(
    (name) => !name.startsWith('.'),
  );
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: 'database.tar',
    uploads: uploads.length,
  };
  async function* entries() {
    yield* tarEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)), now);
    yield* tarEntry(manifest.database, database, now);
    for (const name of uploads) {
      const chunks: Buffer[] = [];
      for await (const c of createReadStream(path.join(uploadsDir, name))) chunks.push(c as Buffer);
      yield* tarEntry(`uploads/${name}`, Buffer.concat(chunks), now);
    }
    yield tarEnd();
  }
  // Level 1: 2 s instead of 6 s on a 42 MB data directory, for a file 18 % larger. Chunks of
  // 1 MB: each chunk is a turn of the event loop, which a busy server shares with its requests.
  await pipeline(Readable.from(entries()), createGzip({ level: 1, chunkSize: 1 << 20 }), out);
  return manifest;
}

export class BadBackupError extends Error {}

/** An archive's parts, checked: its manifest, the database dump and the uploads. */
export async function readBackup(file: string) {
  let archive: Buffer;
  try {
    archive = gunzipSync(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BadBackupError(
      code === 'ENOENT' ? `No file ${file}` : `${file} is not a TimeApp backup (not gzip)`,
    );
  }
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  const uploads: { name: string; data: Buffer }[] = [];
  for (const entry of untar(archive)) {
    if (entry.name === MANIFEST) manifest = JSON.parse(entry.data.toString('utf8'));
    else if (entry.name === 'database.tar') database = entry.data;
    else if (entry.name.startsWith('uploads/') && !entry.name.slice(8).includes('/'))
      uploads.push({ name: entry.name.slice(8), data: entry.data });
  }
  if (manifest?.format !== 1 || !database)
    throw new BadBackupError(`${file} is not a TimeApp backup (no manifest or no database)`);
  return { manifest, database, uploads };
}

/** Writes the archive's uploads into `uploadsDir` (which the caller has emptied). */
export async function restoreUploads(
  uploads: { name: string; data: Buffer }[],
  uploadsDir: string,
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  for (const u of uploads) await writeFile(path.join(uploadsDir, u.name), u.data);
}
