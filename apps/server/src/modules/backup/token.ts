import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret `npm run backup` shows the running server (docs/decisions/050-backups.md): a file
 * in DATA_DIR readable by its owner only, so whoever may ask for a copy of the data could read
 * the data already. Made by the server at start; never logged.
 */
export const backupTokenFile = (dataDir: string) => path.join(dataDir, 'backup-token');

export function ensureBackupToken(dataDir: string): string {
  const file = backupTokenFile(dataDir);
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 32) return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}
