// The embedded backup's archive (docs/decisions/050-backups.md): what writeBackup writes
// readBackup reads back byte for byte, and the archives of the hand-written tar writer it
// replaced (2026-11-29) still restore.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BadBackupError, readBackup, writeBackup } from '../src/modules/backup/archive.ts';
import { engine } from './support/test-app.ts';

const work = mkdtempSync(path.join(tmpdir(), 'timeapp-archive-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const fixture = fileURLToPath(
  new URL('./fixtures/backup-format-1-hand-written.tar.gz', import.meta.url),
);

// Engine-independent: once, on PGlite's run.
describe.runIf(engine === 'pglite')('the backup archive', () => {
  it('reads back what it writes: the manifest, the database dump and every upload', async () => {
    const uploadsDir = path.join(work, 'uploads');
    mkdirSync(uploadsDir);
    // A name as long as the image store allows (100 + '.webp'): past ustar's 100 bytes with
    // 'uploads/', which the hand-written writer refused.
    const names = ['AbCdEfGh12345678.webp', `${'x'.repeat(100)}.webp`, 'empty123.webp'];
    const bytes = [Buffer.from('RIFF....WEBP'), Buffer.alloc(70_000, 9), Buffer.alloc(0)];
    names.forEach((n, i) => writeFileSync(path.join(uploadsDir, n), bytes[i]!));
    writeFileSync(path.join(uploadsDir, '.partial-upload'), 'not a picture yet');
    const dump = Buffer.alloc(3 * 1024 * 1024 + 7, 0);
    for (let i = 0; i < dump.length; i += 4096) dump[i] = i % 251;
    const file = path.join(work, 'backup.tar.gz');
    const now = new Date('2026-11-29T10:00:00.000Z');
    const manifest = await writeBackup(
      { dumpDataDir: async () => new Blob([dump]) },
      uploadsDir,
      createWriteStream(file),
      now,
    );
    expect(manifest).toEqual({
      format: 1,
      createdAt: now.toISOString(),
      database: 'database.tar',
      uploads: 3,
    });
    const back = await readBackup(file);
    expect(back.manifest).toEqual(manifest);
    expect(back.database.equals(dump)).toBe(true);
    expect(Object.fromEntries(back.uploads.map((u) => [u.name, u.data]))).toEqual(
      Object.fromEntries(names.map((n, i) => [n, bytes[i]])),
    );
  });

  it('reads an archive of the hand-written tar writer it replaced', async () => {
    const back = await readBackup(fixture);
    expect(back.manifest).toEqual({
      format: 1,
      createdAt: '2026-11-29T08:00:00.000Z',
      database: 'database.tar',
      uploads: 2,
    });
    expect(back.database.toString()).toBe(
      "stands in for PGlite's dump of its data directory\n".repeat(20),
    );
    expect(back.uploads).toEqual([
      { name: 'AbCdEfGh12345678.webp', data: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]) },
      { name: 'ZyXwVuTs87654321.webp', data: Buffer.alloc(600, 7) },
    ]);
  });

  it.each([
    ['a missing file', 'missing.tar.gz', null, /^No file .*missing\.tar\.gz$/],
    [
      'a file that is not gzip',
      'plain.txt',
      Buffer.from('hello'),
      /is not a TimeApp backup \(not gzip\)$/,
    ],
    [
      'gzip that is not a tar',
      'text.gz',
      gzipSync(Buffer.from('just some text, no tar at all\n'.repeat(40))),
      /is not a TimeApp backup/,
    ],
    [
      'a tar without the manifest',
      'other.tar.gz',
      null,
      /is not a TimeApp backup \(no manifest or no database\)$/,
    ],
  ] as const)('refuses %s in one line', async (_, name, content, message) => {
    const file = path.join(work, name);
    if (content) writeFileSync(file, content);
    if (name === 'other.tar.gz') {
      const { create } = await import('tar');
      writeFileSync(path.join(work, 'readme.txt'), 'not a backup');
      await create({ gzip: true, file, cwd: work }, ['readme.txt']);
    }
    const error = await readBackup(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadBackupError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
