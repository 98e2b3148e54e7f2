// `npm run check:lighthouse`: Lighthouse 12 against the production build, in Debian's Chromium,
// on every public route, the sign-in/registration/password/search pages and the main signed-in
// screens (customer dashboard, booking screen, owner dashboard), with Lighthouse's mobile profile
// (simulated slow 4G, 4x slower CPU) and its desktop profile. The signed-in screens, whose
// margin is thin, run five times on the phone profile and the median run (Lighthouse's own
// pick) is kept; every other page and profile runs once, and five (desktop: three) times only
// if that run is over a budget, so a page fails on its median alone. The table goes to
// e2e/results/lighthouse.md; a page over a budget (docs/performance.md) fails the check.
//
// LIGHTHOUSE_RUNS=1 for a quick look (LIGHTHOUSE_DESKTOP_RUNS sets the desktop profile's
// count alone, for a shorter check); LIGHTHOUSE_ONLY=/loginApp,/ to measure some pages only
// ('/sectionname-appointment/*' for the booking screen, '/b/*' for the public business page);
// LIGHTHOUSE_PROFILES=mobile for one profile; LIGHTHOUSE_REPORTS=dir keeps each median report
// (Lighthouse's JSON: the largest paint's element, the layout shifts, the request chain).
// The function given to page.evaluate runs in the page, where localStorage is.
/* global localStorage */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { buildIfChanged } from './build-if-changed.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { findTool, startEdge } from './edge.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = chromiumPath;
// Five runs on the phone profile, three on desktop: on this two-core host the same build's
// median total blocking time over three runs moved between 87 and 179 ms on the owner's
// dashboard (2026-11-25), half the 200 ms budget; desktop pages sit far inside their budgets.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const desktopRuns = Number(process.env.LIGHTHOUSE_DESKTOP_RUNS ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const runsFor = (formFactor) => (formFactor === 'desktop' ? desktopRuns : runs);
// Pages far inside their budgets (visitors' pages: TBT 0-18 ms, LCP at most 1.8 s of 2.5 on a
// phone) are measured once unless that run is over a budget (LIGHTHOUSE_FULL=1: every page the
// full count). A run of a public page is ~8 s; the full count on all 16 pages was 128 runs.
// The signed-in screens on desktop too: TBT 0 ms, LCP 0.6-0.7 s of 2.5, CLS 0 (2026-11-28).
const firstRunsFor = (formFactor, session) =>
  (session && formFactor === 'mobile') || process.env.LIGHTHOUSE_FULL
    ? runsFor(formFactor)
    : Math.min(1, runsFor(formFactor));
const started = Date.now();
let measured = 0;
const only = process.env.LIGHTHOUSE_ONLY?.split(',');
const profiles = process.env.LIGHTHOUSE_PROFILES?.split(',') ?? ['mobile', 'desktop'];
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

// The budgets (docs/performance.md).
const budgets = {
  performance: { mobile: 90, desktop: 90 },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
};

if (!existsSync(executablePath)) {
  console.error(
    `Lighthouse check NOT run: no Chromium at ${executablePath} (apt-get install -y chromium).`,
  );
  process.exit(1);
}
const haproxy = findTool('haproxy');
if (!haproxy || !findTool('openssl')) {
  console.error(
    'Lighthouse check NOT run: it measures through the TLS edge (apt-get install -y haproxy openssl).',
  );
  process.exit(1);
}
if (!buildIfChanged({ force: false })) process.exit(1);

// The production bundle on a fresh embedded database with the demo data (its owner, customer and
// business are what the signed-in screens show).
const dataDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-'));
const port = await freePort();
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const direct = `http://localhost:${port}`;
let edge = null;
let edgeDir = null;
const stop = () => {
  void edge?.stop();
  server.kill('SIGTERM');
  for (const dir of [dataDir, edgeDir]) if (dir) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${direct}/health/ready`)).ok) break;
  } catch {
    /* not listening yet */
  }
  if (i > 600) throw new Error('the server did not become ready in 60 s');
  await new Promise((r) => setTimeout(r, 100));
}

// The browser loads the pages through the edge a phone meets in production: HAProxy from
// deploy/haproxy.cfg, with TLS and HTTP/2 (docs/performance.md, decision 037). The set-up's own
// API calls go straight to the server.
edgeDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-edge-'));
edge = await startEdge({
  haproxy,
  runDir: edgeDir,
  port: await freePort(),
  servers: [port],
  tls: true,
});
const base = edge.url;

async function api(method, url, token, body) {
  const res = await fetch(direct + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}
const signIn = (email, password) => api('POST', '/api/v1.1/users/login', null, { email, password });
const customer = await signIn('customer@timeapp.nz', 'Customer@123');
const owner = await signIn('owner@timeapp.nz', 'Owner@123');
const business = await api('GET', `/api/v1.1/business/${owner.user.relatedBusinesses[0]}`);
const section = business.section[0];
// The public business page (/b/{slug}) once the web build serves it (its route in the build's
// route list) and the demo business has a slug.
const builtRoutes = JSON.parse(
  readFileSync(path.join(root, 'apps/web/dist/.vite/routes.json'), 'utf8'),
).routes.map((r) => r.path);
const businessPage =
  business.slug && builtRoutes.includes('/b/:slug') ? [[`/b/${business.slug}`, null]] : [];

const pages = [
  ['/', null],
  ['/time-app', null],
  ['/howTo', null],
  ['/clean', null],
  ['/whowe', null],
  ['/it-app', null],
  ['/terms-and-conditions', null],
  ['/privacy-policy', null],
  ['/loginApp', null],
  ['/register', null],
  ['/forgotPass', null],
  ['/search-business', null],
  ...businessPage,
  ['/clientDashboard', customer],
  [`/sectionname-appointment/${section._id}/${business._id}`, customer],
  ['/business-dashboard', owner],
].filter(
  // '/sectionname-appointment/*' picks the booking screen (its ids are the demo data's).
  ([url]) =>
    !only || only.some((o) => url === o || (o.endsWith('/*') && url.startsWith(o.slice(0, -1)))),
);

const debuggingPort = await freePort();
// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
const profileDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath,
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    // The run's own certificate, and no other, is trusted.
    `--ignore-certificate-errors-spki-list=${edge.spki}`,
    ...chromiumArgs,
  ],
});

// Every run is a first visit: Lighthouse empties the HTTP cache before it and keeps local storage,
// where a signed-in screen's session is put first (a visitor's page gets none).
async function storeSession(session) {
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.clear();
      if (token) {
        localStorage.setItem('access-token', token);
        localStorage.setItem('session-user', JSON.stringify(user));
      }
    },
    [session?.token ?? null, session?.user ?? null],
  );
  await page.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Lighthouse's mobile profile slows the CPU 4x, which its docs/throttling.md describes as turning
// a high-end desktop (benchmark index 1500-2000) into a mid-range phone. On a slower or busier
// host the same 4x simulates a slower phone than that (total blocking time grew threefold with
// the machine's load here), so, as that document advises, the slowdown is calibrated on the
// host's benchmark index: index / 450 (a mid-range phone: 1800 / 4), at most Lighthouse's 4x, at
// least 1x. The index is the host's, not one run's: Lighthouse measures it in half a second at
// the start of each run, and one CI check's runs read 1,169 to 1,594 on the same host, so a page
// whose runs drew high samples was judged on a 3.5x slower phone and its neighbour on 2.6x. Each
// run is judged on the median of every sample so far: seven taken before the first page
// (Lighthouse's own benchmark function, in a blank tab) and each run's own. Simulated throttling
// applies the slowdown only when it computes the metrics, so each run is gathered (the page loads
// at full speed, as always), then audited with that slowdown. Desktop keeps its 1x.
const PHONE_BENCHMARK_INDEX = 450;
const benchmarkSamples = [];
{
  const tab = await context.newPage();
  await tab.goto(`${base}/robots.txt`);
  for (let i = 0; i < 7; i++)
    benchmarkSamples.push(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  await tab.close();
}
const gatherDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-artifacts-'));
async function measure(url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  rmSync(gatherDir, { recursive: true, force: true });
  await lighthouse(url, { ...flags, gatherMode: gatherDir }, config);
  const file = path.join(gatherDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  benchmarkSamples.push(artifacts.BenchmarkIndex);
  if (formFactor === 'mobile') {
    const index = median(benchmarkSamples);
    const slowdown = Math.min(4, Math.max(1, index / PHONE_BENCHMARK_INDEX));
    artifacts.settings.throttling.cpuSlowdownMultiplier = Math.round(slowdown * 10) / 10;
    writeFileSync(file, JSON.stringify(artifacts));
  }
  // The audit's settings must equal the gathered ones, the new slowdown included.
  const auditConfig = config ?? {
    extends: 'lighthouse:default',
    settings: { throttling: artifacts.settings.throttling },
  };
  const result = await lighthouse(url, { ...flags, auditMode: gatherDir }, auditConfig);
  return result.lhr;
}

const rows = [];
const failures = [];
// Adds runs of `url` to `results` until it holds `count`. A run Lighthouse could not finish (no
// first paint seen, a page error) is run again, at most twice; it is reported, never counted.
async function runUntil(results, count, url, session, formFactor) {
  for (let tries = 0; results.length < count;) {
    await storeSession(session);
    const lhr = await measure(base + url, formFactor);
    measured += 1;
    const broken =
      lhr.runtimeError?.code ??
      (lhr.audits['first-contentful-paint'].numericValue === undefined ? 'NO_FCP' : null);
    if (!broken) {
      results.push(lhr);
    } else if (++tries > 2) {
      throw new Error(`Lighthouse could not measure ${url} (${formFactor}): ${broken}`);
    } else {
      console.log(`${url} ${formFactor}: a run failed (${broken}); running it again`);
    }
  }
}

// The page's row from its runs (each measure the median over them, on its own: a run's one long
// task moves TBT alone) and what in it is over a budget.
function judge(url, session, formFactor, results) {
  const lhr = computeMedianRun(results);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${url.split('/')[1] || 'home'}-${formFactor}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const score = (c) => Math.round(median(results.map((r) => r.categories[c].score ?? 0)) * 100);
  const audit = (id) => median(results.map((r) => r.audits[id].numericValue ?? 0));
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (r) => r.resourceType === 'script',
  );
  const row = {
    url: url.startsWith('/sectionname')
      ? '/sectionname-appointment/…'
      : url.startsWith('/b/')
        ? '/b/{slug}'
        : url,
    formFactor,
    signedIn: session ? 'yes' : 'no',
    runs: results.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? 0,
    benchmark: median(results.map((r) => r.environment.benchmarkIndex)),
    cpu: median(results.map((r) => r.configSettings.throttling.cpuSlowdownMultiplier)),
  };
  const over = [];
  if (row.performance < budgets.performance[formFactor])
    over.push(`performance ${row.performance}`);
  if (row.accessibility < budgets.accessibility) {
    const failed = Object.values(lhr.audits)
      .filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    over.push(`accessibility ${row.accessibility} (${failed.join(', ')})`);
  }
  if (row.bestPractices < budgets['best-practices'])
    over.push(`best practices ${row.bestPractices}`);
  if (row.seo < budgets.seo) over.push(`SEO ${row.seo}`);
  if (row.lcp > budgets.lcpMs) over.push(`LCP ${Math.round(row.lcp)} ms`);
  if (row.tbt > budgets.tbtMs) over.push(`TBT ${Math.round(row.tbt)} ms`);
  if (row.cls > budgets.cls) over.push(`CLS ${row.cls.toFixed(3)}`);
  return { row, over };
}

for (const [url, session] of pages) {
  for (const formFactor of profiles) {
    const results = [];
    await runUntil(results, firstRunsFor(formFactor, session), url, session, formFactor);
    let { row, over } = judge(url, session, formFactor, results);
    if (over.length && results.length < runsFor(formFactor)) {
      console.log(`${row.url} ${formFactor}: ${over.join('; ')} in one run; measuring it again`);
      await runUntil(results, runsFor(formFactor), url, session, formFactor);
      ({ row, over } = judge(url, session, formFactor, results));
    }
    rows.push(row);
    if (over.length) failures.push(`${row.url} (${formFactor}): ${over.join('; ')}`);
    console.log(
      `${row.url} ${formFactor}: performance ${row.performance}, a11y ${row.accessibility}, ` +
        `best practices ${row.bestPractices}, SEO ${row.seo}, FCP ${Math.round(row.fcp)} ms, ` +
        `LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, ` +
        `JS ${(row.js / 1024).toFixed(1)} KB (benchmark index ${Math.round(row.benchmark)}, ` +
        `CPU ${row.cpu.toFixed(1)}x, ${results.length} run(s))`,
    );
  }
}
await context.close();
rmSync(gatherDir, { recursive: true, force: true });
rmSync(profileDir, { recursive: true, force: true });

const table = [
  `# Lighthouse ${rows.length ? '12' : ''} on the production build`,
  '',
  `Median of ${runs} run(s) per signed-in page (mobile), each measure on its own; other pages and profiles one run, or ${runs} (desktop ${desktopRuns}) when that run was over a budget (the runs column); Debian's Chromium, ${new Date().toISOString()}.`,
  'Mobile: simulated slow 4G and the CPU of a mid-range phone: 4x slower on a host of benchmark index 1800 or more,',
  "less on a slower or busier host (slowdown = the host's benchmark index / 450, from 1x to 4x, the index the median of",
  "every sample in the check; the column gives the page's own runs' median; docs/performance.md).",
  "JS: JavaScript transferred (compressed), in Lighthouse's median run.",
  '',
  '| page | profile | signed in | runs | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | benchmark index | CPU slowdown |',
  '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.url} | ${r.formFactor} | ${r.signedIn} | ${r.runs} | ${r.performance} | ${r.accessibility} | ` +
      `${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ` +
      `${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(1)} | ` +
      `${Math.round(r.benchmark)} | ${r.cpu.toFixed(1)}x |`,
  ),
  '',
  failures.length
    ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : 'Every page within budget.',
  '',
].join('\n');
mkdirSync(path.join(root, 'e2e/results'), { recursive: true });
writeFileSync(path.join(root, 'e2e/results/lighthouse.md'), table);
console.log(
  `\n${failures.length ? `Lighthouse: over budget:\n${failures.join('\n')}` : 'Lighthouse: every page within budget.'}`,
);
console.log(
  `Table: e2e/results/lighthouse.md (${measured} runs in ${((Date.now() - started) / 60000).toFixed(1)} min)`,
);
process.exit(failures.length ? 1 : 0);
