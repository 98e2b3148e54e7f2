// `npm test`: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and web
// suites in Vitest, then the browser suite when a Chromium is available. Ends with one
// closing line counting every test across both runners. Arguments go to Vitest and skip the
// browser suite; `--journeys` runs, of the browser suite, only the journeys below, and of Vitest
// only the suites named after it (`--journeys --project server`), none if none is named (CI's
// second Node version: docs/decisions/038-ci-time.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'timeapp-test-'));
const env = { ...process.env, TZ: 'UTC' };
const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
// Tests that failed once and passed on CI's second try (vitest.config.ts, e2e/playwright.config.ts).
const flaky = [];

// The product's main paths end to end, at both sizes: visitor to customer to owner and back.
const journeys = [
  'e2e/tests/customer-journey.spec.ts',
  'e2e/tests/phone-journey.spec.ts',
  'e2e/tests/visitor-to-business.spec.ts',
  'e2e/tests/decisions.spec.ts',
];
const onlyJourneys = process.argv[2] === '--journeys';
const vitestArgs = onlyJourneys ? process.argv.slice(3) : process.argv.slice(2);

const vitestJson = path.join(out, 'vitest.json');
let status =
  onlyJourneys && vitestArgs.length === 0
    ? 0
    : run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson}`,
        ...vitestArgs,
      ]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults)
    for (const t of file.assertionResults)
      if (t.status === 'passed' && t.failureMessages?.length)
        flaky.push(`${path.relative(process.cwd(), file.name)} > ${t.fullName}`);
}

const chromium = chromiumPath;
if (existsSync('e2e/playwright.config.ts') && (vitestArgs.length === 0 || onlyJourneys)) {
  if (existsSync(chromium)) {
    const pwJson = path.join(out, 'playwright.json');
    const pw = run(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        '--reporter=list,json',
        ...(onlyJourneys ? journeys : []),
      ],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      },
    );
    if (pw !== 0) status = pw;
    const report = existsSync(pwJson) ? JSON.parse(readFileSync(pwJson, 'utf8')) : null;
    // A failed global set-up (the web build, the server) runs no test and fails none: it must
    // still count, or the closing line reads '0 failed' over a browser suite that never ran.
    if (pw !== 0 && !(report?.stats?.unexpected > 0)) {
      console.error(
        '\nThe browser suite failed outside its tests (see above): counted as 1 failed.',
      );
      totals.failed += 1;
    }
    if (report) {
      const s = report.stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests)
            if (t.status === 'flaky') flaky.push(`${spec.file} > ${spec.title} [${t.projectName}]`);
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of report.suites) walk(suite);
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

if (flaky.length) {
  console.log(`\nFlaky: ${flaky.length} test(s) failed once and passed on the second try:`);
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
    (flaky.length ? `, ${flaky.length} flaky (listed above)` : ''),
);
process.exit(status);
