import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database; main prints its message. */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'pglite.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the live process holding `dataDir`'s embedded database, or null. */
export function lockHolder(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * One embedded database, one process: PGlite takes no lock of its own on the Node file system
 * (electric-sql/pglite#1106), and two processes writing one directory lose each other's writes.
 * The lock is a file holding our pid, created with O_EXCL; a file whose process is gone
 * (kill -9, power loss) is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own file: a takeover after we hung must not be undone.
        if (readPid(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && isAlive(holder))
      throw new DataDirLockedError(
        `Another server (pid ${holder}) is using the embedded database in ${dataDir}: stop it first, or set DATABASE_URL to share a PostgreSQL database`,
      );
    // The holder is gone (or the file is empty from a crash mid-write): take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}`);
}
