// Who may ask the running server for a backup (docs/decisions/050-backups.md), and the daily
// backups it keeps.
import { readFileSync, readdirSync } from 'node:fs';
import { Parser } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsDir, dailyBackup, DAILY_BACKUPS_KEPT } from '../src/modules/backup/daily.ts';
import { backupTokenFile } from '../src/modules/backup/token.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const asks = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/internal/backup', headers, remoteAddress });

describe.runIf(engine === 'pglite')('the embedded database: POST /internal/backup', () => {
  const token = () => readFileSync(backupTokenFile(t.ctx.config.dataDir), 'utf8').trim();

  it('answers the archive to this machine with DATA_DIR’s token', async () => {
    const res = await asks({ authorization: `Bearer ${token()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const names: string[] = [];
    // The whole archive is in hand: node-tar's parser reads it through at end().
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        names.push(entry.path);
        entry.resume();
      },
    });
    parser.end(res.rawPayload);
    expect(names.slice(0, 2)).toEqual(['timeapp-backup.json', 'database.tar']);
  });

  it.each([
    ['no token', {}, '127.0.0.1'],
    ['a wrong token', { authorization: 'Bearer not-the-token-at-all-not-the-token' }, '127.0.0.1'],
    ['the token from another machine', 'token', '203.0.113.9'],
    ['the token through a proxy on this machine', 'token+proxy', '127.0.0.1'],
  ] as const)('refuses %s (403)', async (_, headers, address) => {
    const h =
      headers === 'token'
        ? { authorization: `Bearer ${token()}` }
        : headers === 'token+proxy'
          ? { authorization: `Bearer ${token()}`, 'x-forwarded-for': '198.51.100.7' }
          : headers;
    const res = await asks(h, address);
    expect(res.statusCode).toBe(403);
  });

  it('keeps the newest seven daily backups', async () => {
    const day = Date.parse('2026-11-01T03:00:00Z');
    for (let i = 0; i < DAILY_BACKUPS_KEPT + 1; i++) {
      t.setNow(new Date(day + i * 86_400_000));
      await dailyBackup(t.ctx);
    }
    t.setNow(undefined);
    const kept = readdirSync(backupsDir(t.ctx.config.dataDir)).sort();
    expect(kept).toHaveLength(DAILY_BACKUPS_KEPT);
    expect(kept[0]).toBe('timeapp-2026-11-02T030000Z.tar.gz');
    expect(kept.at(-1)).toBe('timeapp-2026-11-08T030000Z.tar.gz');
  });
});

describe.runIf(engine === 'postgres')('on PostgreSQL (pgbackrest backs up)', () => {
  it('has no backup route', async () => {
    expect((await asks()).statusCode).toBe(404);
  });
});
