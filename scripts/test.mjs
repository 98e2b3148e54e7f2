// `npm test`: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and web
// suites in Vitest, then the browser suite when a Chromium is available. Ends with one
// closing line counting every test across both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'timeapp-test-'));
const env = { ...process.env, TZ: 'UTC' };
const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };

const vitestJson = path.join(out, 'vitest.json');
let status = run('npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
  ...process.argv.slice(2),
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync('e2e/playwright.config.ts') && process.argv.length <= 2) {
  if (existsSync(chromium)) {
    const pwJson = path.join(out, 'playwright.json');
    const pw = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    if (pw !== 0) status = pw;
    if (existsSync(pwJson)) {
      const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
    }
  } else if (process.env.CI) {
    console.error(`Browser suite required in CI but no Chromium at ${chromium}`);
    status = 1;
  } else {
    console.log(
      `\nBrowser suite NOT run: no Chromium at ${chromium}.\n` +
        'Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.',
    );
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
