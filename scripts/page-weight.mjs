// `npm run check:weight`: builds the web app if a source is newer than the build (as the browser
// suite does; CI's suite built it just before), then measures with Chromium what a first
// visit to each route downloads (JavaScript and CSS, gzip) against the budgets of
// docs/performance.md. Over budget, or a calendar / date picker on a screen that does not use it, fails.
// The table is printed and written to e2e/results/page-weight.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const chromium = chromiumPath;
if (!existsSync(chromium)) {
  console.error(
    `Page-weight check NOT run: no Chromium at ${chromium}.\n` +
      'Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm run check:weight again.',
  );
  process.exit(1);
}

const env = { ...process.env, E2E_WEIGHT: '1' };
const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--project',
    'weight',
    '--workers',
    '1',
    '--retries',
    '0',
  ],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
