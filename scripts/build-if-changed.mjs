// Builds the web app and the server only when their sources changed since the last build.
// `npm start` calls it (scripts/start.mjs) before starting the server; `npm run build` runs it
// with --force.
// Each output directory keeps a hash of the sources it was built from (.build-hash): content,
// not modification times, so a checkout or a copy that touches every file does not rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const shared = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    workspace: '@timeapp/web',
    output: 'apps/web/dist',
    built: 'apps/web/dist/index.html',
    // Vite's table of every chunk buries the server's own start-up lines; warnings still show.
    args: ['--', '--logLevel', 'warn'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      ...shared,
    ],
  },
  {
    name: 'server',
    workspace: '@timeapp/server',
    output: 'apps/server/dist',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
  },
];

/** Every file under the given paths (tests left out: they are not part of a build). */
function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => !/\.test\.tsx?$/.test(d.name) && d.name !== 'testing')
    .flatMap((d) => listFiles(path.posix.join(entry, d.name)));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Builds what is out of date (everything with `force`); answers false when a build failed. */
export function buildIfChanged({ force = false } = {}) {
  for (const target of targets) {
    const stamp = path.join(root, target.output, '.build-hash');
    const hash = sourceHash(target.sources);
    const current =
      existsSync(path.join(root, target.built)) &&
      existsSync(stamp) &&
      readFileSync(stamp, 'utf8').trim() === hash;
    if (current && !force) {
      console.log(`${target.name}: up to date`);
      continue;
    }
    console.log(`${target.name}: building...`);
    const started = Date.now();
    const args = ['run', 'build', '--silent', '-w', target.workspace, ...(target.args ?? [])];
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${target.name}: the build failed`);
      return false;
    }
    writeFileSync(stamp, hash + '\n');
    console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force') || process.env.BUILD === 'always';
  process.exit(buildIfChanged({ force }) ? 0 : 1);
}
