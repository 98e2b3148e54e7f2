import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';

/**
 * Where uploaded images live (docs/operations.md, 'Many processes'). On PostgreSQL every API
 * process serves every image, so they are kept in the database; the embedded default keeps them
 * as files in DATA_DIR. Names come from the bytes (`<hash>.webp`): the same name always means
 * the same picture, so an answer may be cached for good.
 */
export type ImageStore = {
  /** Keeps `bytes` as `name`; storing the same picture again changes nothing. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes kept as `name`, or null. */
  get(name: string): Promise<Buffer | null>;
  /** Every name kept (operators' clean-ups, tests). */
  names(): Promise<string[]>;
};

/** A name the stores accept: no path, no dot files (`..`), the extension they write. */
export const IMAGE_NAME = /^[A-Za-z0-9_-]{8,100}\.webp$/;

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function diskImageStore(dir: string): ImageStore {
  return {
    async put(name, bytes) {
      try {
        await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },
    get: (name) => readIfThere(path.join(dir, name)),
    names: async () => (await readdir(dir)).filter((n) => IMAGE_NAME.test(n)).sort(),
  };
}

/**
 * In PostgreSQL. Images a server kept on its disk before it used this store are still served
 * from `legacyDir` when the database has no row for them.
 */
export function databaseImageStore(db: Db, legacyDir: string): ImageStore {
  return {
    async put(name, bytes) {
      await db.insert(images).values({ name, bytes }).onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db
        .select({ bytes: images.bytes })
        .from(images)
        .where(eq(images.name, name));
      return row?.bytes ?? readIfThere(path.join(legacyDir, name));
    },
    async names() {
      const rows = await db.select({ name: images.name }).from(images).orderBy(images.name);
      return rows.map((r) => r.name);
    },
  };
}

export const imageStoreFor = (ctx: AppContext): ImageStore =>
  ctx.database.engine === 'postgres'
    ? databaseImageStore(ctx.db, ctx.uploadsDir)
    : diskImageStore(ctx.uploadsDir);
