import { mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, list, Pack, ReadEntry } from 'tar';

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
  // node-tar packs files from disk; bytes in memory go in as a ReadEntry (what it packs when it
  // copies an entry of another archive). strict: a warning (a name it cannot store, say) fails
  // the backup instead of leaving a file out. Node's gzip, not node-tar's (which compresses
  // synchronously, holding the event loop for the whole archive). Level 1: 2 s instead of 6 s
  // on a 42 MB data directory, for a file 18 % larger. Chunks of 1 MB: each chunk is a turn of
  // the event loop, which a busy server shares with its requests.
  const pack = new Pack({ portable: true, strict: true });
  const written = pipeline(Readable.from(pack), createGzip({ level: 1, chunkSize: 1 << 20 }), out);
  const entry = (name: string, data: Uint8Array) => {
    const e = new ReadEntry(
      new Header({ path: name, type: 'File', size: data.length, mode: 0o644, mtime: now }),
    );
    e.end(Buffer.from(data.buffer, data.byteOffset, data.length));
    pack.add(e);
    // Packed (or the write failed): the next upload is read only then, one in memory at a time.
    return Promise.race([once(e, 'end'), written]);
  };
  await entry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  await entry(manifest.database, database);
  for (const name of uploads)
    await entry(`uploads/${name}`, await readFile(path.join(uploadsDir, name)));
  pack.end();
  await written;
  return manifest;
}

export class BadBackupError extends Error {}

/**
 * An archive's parts, checked: its manifest, the database dump and the uploads. Reads what
 * `writeBackup` writes, and the archives of the hand-written tar writer it replaced
 * (2026-11-29; plain ustar entries, test/fixtures/backup-format-1-hand-written.tar.gz).
 */
export async function readBackup(file: string) {
  const gzip = await open(file).then(
    async (f) => {
      try {
        const { buffer, bytesRead } = await f.read(Buffer.alloc(2), 0, 2, 0);
        return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
      } finally {
        await f.close();
      }
    },
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new BadBackupError(`No file ${file}`);
      throw error;
    },
  );
  if (!gzip) throw new BadBackupError(`${file} is not a TimeApp backup (not gzip)`);
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  const uploads: { name: string; data: Buffer }[] = [];
  const take = (name: string, data: Buffer) => {
    if (name === MANIFEST) manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
    else if (name === 'database.tar') database = data;
    else if (name.startsWith('uploads/') && !name.slice(8).includes('/'))
      uploads.push({ name: name.slice(8), data });
  };
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File' && entry.type !== 'OldFile') return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => take(entry.path, Buffer.concat(chunks)));
      },
    });
  } catch (error) {
    throw new BadBackupError(
      `${file} is not a TimeApp backup (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const found = manifest as BackupManifest | null;
  if (found?.format !== 1 || !database)
    throw new BadBackupError(`${file} is not a TimeApp backup (no manifest or no database)`);
  return { manifest: found, database: database as Buffer, uploads };
}

/** Writes the archive's uploads into `uploadsDir` (which the caller has emptied). */
export async function restoreUploads(
  uploads: { name: string; data: Buffer }[],
  uploadsDir: string,
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  for (const u of uploads) await writeFile(path.join(uploadsDir, u.name), u.data);
}
