import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetA11yRows } from './a11y';
import { freePort } from '../../scripts/free-port.mjs';

// Starts the real server once for the whole run: a fresh embedded database in a temp dir,
// NODE_ENV=development (dev mailbox + demo data), on a free port, serving a web build of the
// current sources. Tests read the address from E2E_BASE_URL (support/fixtures.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
export const cacheDir = path.join(root, 'e2e/.cache');
const defaultDist = path.join(cacheDir, 'web-dist');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/**
 * Our own build directory, so a colleague's `vite build` into apps/web/dist never races ours.
 * Rebuilt when any web or domain source is newer than the last build (or E2E_BUILD=always).
 */
export function ensureWebBuild(): string {
  if (process.env.E2E_WEB_DIST) return path.resolve(process.env.E2E_WEB_DIST);
  const stamp = path.join(defaultDist, '.built-at');
  const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(webDir, p),
  );
  sources.push(path.join(root, 'packages/domain/src'));
  const newest = Math.max(...sources.map(newestMtime));
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (process.env.E2E_BUILD !== 'always' && built > newest) return defaultDist;

  console.log(`[e2e] building the web app into ${path.relative(root, defaultDist)} ...`);
  mkdirSync(cacheDir, { recursive: true });
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', defaultDist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('[e2e] the web build failed (see above)');
  writeFileSync(stamp, new Date().toISOString());
  return defaultDist;
}

async function waitForHealth(base: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`[e2e] the server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${base}/api/v1.1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] the server did not answer /api/v1.1/health within 90 s; see ${logFile}`);
}

export default async function globalSetup() {
  resetA11yRows();
  rmSync(path.join(root, 'e2e/results/weight'), { recursive: true, force: true });
  const webDist = ensureWebBuild();
  const port = await freePort();
  // localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party's id, so
  // passkeys work only on a name (docs/decisions/048). The server still binds 127.0.0.1.
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timeapp-e2e-'));
  mkdirSync(path.join(root, 'e2e/results'), { recursive: true });
  const logFile = path.join(root, 'e2e/results/server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    WEB_DIST: webDist,
    // The suite registers dozens of users from one address; limits have their own HTTP tests.
    RATE_LIMIT: 'off',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // No proxy to drain: stop at once when the suite is done.
    SHUTDOWN_DRAIN_MS: '0',
  };
  // Embedded database and the dev mailbox, whatever the shell has set.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(base, child, logFile);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  process.env.E2E_BASE_URL = base;
  console.log(`[e2e] server on ${base} (data ${dataDir}, log e2e/results/server.log)`);

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
