// `npm run check:lighthouse`: Lighthouse 12 against the production build, in Debian's Chromium,
// on every public route, the sign-in/registration/password/search pages and the main signed-in
// screens (customer dashboard, booking screen, owner dashboard), with Lighthouse's mobile profile
// (simulated slow 4G, 4x slower CPU) and its desktop profile (CI: the phone's alone, decision
// 042). The signed-in screens, whose
// margin is thin, run five times on the phone profile and the median run (Lighthouse's own
// pick) is kept; every other page and profile runs once, and five (desktop: three) times only
// if that run is over a budget, so a page fails on its median alone. The table goes to
// e2e/results/lighthouse.md; a page over a budget (docs/performance.md) fails the check, except
// a page over timing budgets alone that is no slower than a baseline build measured beside it
// in the same minutes (decisions 041 and 042).
//
// LIGHTHOUSE_RUNS=1 for a quick look (LIGHTHOUSE_DESKTOP_RUNS sets the desktop profile's
// count alone, for a shorter check); LIGHTHOUSE_ONLY=/loginApp,/ to measure some pages only
// ('/sectionname-appointment/*' for the booking screen, '/b/*' for the public business page);
// LIGHTHOUSE_PROFILES=mobile for one profile; LIGHTHOUSE_REPORTS=dir keeps each median report
// (Lighthouse's JSON: the largest paint's element, the layout shifts, the request chain).
// The function given to page.evaluate runs in the page, where localStorage is.
/* global localStorage */
import { spawn, spawnSync } from 'node:child_process';
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

// A site: a production build (this checkout's, or the baseline's below) served by its own
// server on a fresh embedded database with the demo data (its owner, customer and business are
// what the signed-in screens show), behind the edge a phone meets in production: HAProxy from
// deploy/haproxy.cfg, with TLS and HTTP/2 (docs/performance.md, decision 037), and its own
// Chromium, which trusts that edge's certificate and no other. The set-up's own API calls go
// straight to the server.
const stops = [];
process.on('exit', () => stops.forEach((stop) => stop()));

async function startSite(siteRoot) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-'));
  const edgeDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-edge-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-profile-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: siteRoot,
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
  let edge = null;
  let context = null;
  const stop = () => {
    void edge?.stop();
    server.kill('SIGTERM');
    for (const dir of [dataDir, edgeDir, profileDir]) rmSync(dir, { recursive: true, force: true });
  };
  stops.push(stop);
  const direct = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${direct}/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('the server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  edge = await startEdge({
    haproxy,
    runDir: edgeDir,
    port: await freePort(),
    servers: [port],
    tls: true,
  });

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
  const signIn = (email, password) =>
    api('POST', '/api/v1.1/users/login', null, { email, password });
  const sessions = {
    customer: await signIn('customer@timeapp.nz', 'Customer@123'),
    owner: await signIn('owner@timeapp.nz', 'Owner@123'),
  };
  const business = await api(
    'GET',
    `/api/v1.1/business/${sessions.owner.user.relatedBusinesses[0]}`,
  );
  // The public business page (/b/{slug}) once the build serves it (its route in the build's
  // route list) and the demo business has a slug.
  const builtRoutes = JSON.parse(
    readFileSync(path.join(siteRoot, 'apps/web/dist/.vite/routes.json'), 'utf8'),
  ).routes.map((r) => r.path);
  // A page's path on this site: the booking screen's and the business page's hold the demo
  // data's ids; undefined when the build has no such page.
  const urlOf = (page) =>
    page === '/sectionname-appointment/*'
      ? `/sectionname-appointment/${business.section[0]._id}/${business._id}`
      : page === '/b/*'
        ? business.slug && builtRoutes.includes('/b/:slug')
          ? `/b/${business.slug}`
          : undefined
        : page;

  const debuggingPort = await freePort();
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      // The run's own certificate, and no other, is trusted.
      `--ignore-certificate-errors-spki-list=${edge.spki}`,
      ...chromiumArgs,
    ],
  });
  const closeSite = async () => {
    await context.close();
    stop();
  };
  return { base: edge.url, debuggingPort, context, sessions, urlOf, close: closeSite };
}

// Each page by its key: '/sectionname-appointment/*' is the booking screen, '/b/*' the public
// business page (their paths hold the demo data's ids), with the session it is seen in.
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
  ['/b/*', null],
  ['/clientDashboard', 'customer'],
  ['/sectionname-appointment/*', 'customer'],
  ['/business-dashboard', 'owner'],
].filter(([page]) => !only || only.includes(page));

const site = await startSite(root);

// Every run is a first visit: Lighthouse empties the HTTP cache before it and keeps local storage,
// where a signed-in screen's session is put first (a visitor's page gets none).
async function storeSession(on, role) {
  const session = role ? on.sessions[role] : null;
  const page = await on.context.newPage();
  await page.goto(`${on.base}/robots.txt`);
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
  const tab = await site.context.newPage();
  await tab.goto(`${site.base}/robots.txt`);
  for (let i = 0; i < 7; i++)
    benchmarkSamples.push(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  await tab.close();
}
const gatherDir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-artifacts-'));
async function measure(on, url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = {
    port: on.debuggingPort,
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
// Adds runs of `page` on site `on` to `results` until it holds `count`. A run Lighthouse could
// not finish (no first paint seen, a page error) is run again, at most twice; it is reported,
// never counted.
async function runUntil(results, count, on, page, role, formFactor) {
  const url = on.urlOf(page);
  for (let tries = 0; results.length < count;) {
    await storeSession(on, role);
    const lhr = await measure(on, on.base + url, formFactor);
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
// task moves TBT alone) and what in it is over a budget: `timing` for the measures a host's
// speed moves (performance score, largest paint, total blocking time).
function judge(page, role, formFactor, results) {
  const lhr = computeMedianRun(results);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${page.split('/')[1] || 'home'}-${formFactor}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const score = (c) => Math.round(median(results.map((r) => r.categories[c].score ?? 0)) * 100);
  const audit = (id) => median(results.map((r) => r.audits[id].numericValue ?? 0));
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (r) => r.resourceType === 'script',
  );
  const row = {
    url: page.startsWith('/sectionname')
      ? '/sectionname-appointment/…'
      : page === '/b/*'
        ? '/b/{slug}'
        : page,
    formFactor,
    signedIn: role ? 'yes' : 'no',
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
  const timing = (text) => over.push({ text, timing: true });
  const other = (text) => over.push({ text, timing: false });
  if (row.performance < budgets.performance[formFactor]) timing(`performance ${row.performance}`);
  if (row.accessibility < budgets.accessibility) {
    const failed = Object.values(lhr.audits)
      .filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    other(`accessibility ${row.accessibility} (${failed.join(', ')})`);
  }
  if (row.bestPractices < budgets['best-practices']) other(`best practices ${row.bestPractices}`);
  if (row.seo < budgets.seo) other(`SEO ${row.seo}`);
  if (row.lcp > budgets.lcpMs) timing(`LCP ${Math.round(row.lcp)} ms`);
  if (row.tbt > budgets.tbtMs) timing(`TBT ${Math.round(row.tbt)} ms`);
  if (row.cls > budgets.cls) other(`CLS ${row.cls.toFixed(3)}`);
  return { row, over };
}

// The baseline (run by hand; CI reports timing instead, decision 042): a recent build, d45e55c,
// kept close to the code measured so the comparison is with screens like these; move it forward
// as code lands. A page over a timing budget alone is measured again, its runs interleaved with
// the baseline's same page on this host, and passes if it is no slower than the baseline's:
// on a host slow at page work even code that met the budgets misses them (decision 041: the
// baseline's own screens measured 228-316 ms of blocking time on a host where they had measured
// 92-128), and the check's question is whether this code is slower, not whether the host is.
// Every other budget (accessibility, best practices, SEO, layout shift) holds on its own.
// LIGHTHOUSE_BASELINE=off judges on the budgets alone.
const BASELINE = 'd45e55c6df7fd2e0ea440ec01a19fb77b99eaede';
// How much slower than the baseline's, in the same interleaved runs, a page may be: the
// medians' spread between sets of five runs on one host (decision 042: TBT 206 then 266 ms, 281
// then 195; LCP within 90 ms; performance within 3 points). Identical screens measured up to
// 1.8x apart on a busy host, which is why CI does not fail on timing.
const noSlowerThan = {
  tbt: (ms) => ms * 1.5 + 20,
  lcp: (ms) => ms * 1.05 + 100,
  performance: (score) => score - 5,
};
// LIGHTHOUSE_TIMING=report (CI): a page over a timing budget alone is reported, not failed, and
// not measured beside the baseline. On CI's shared two-core hosts five-run medians of one build's
// screens differed by up to 1.8x (decision 042), so a timing verdict there is chance; the other
// budgets, and the page-weight check, still fail the run.
const timingReportedOnly = process.env.LIGHTHOUSE_TIMING === 'report';
const timingReports = [];
let baseline;
function baselineSite() {
  baseline ??= (async () => {
    if (process.env.LIGHTHOUSE_BASELINE === 'off') return null;
    const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-lighthouse-baseline-'));
    const run = (command, args, cwd) => {
      const done = spawnSync(command, args, { cwd, encoding: 'utf8' });
      if (done.status !== 0)
        throw new Error(`${command} ${args.join(' ')}: ${done.stderr || done.stdout}`.trim());
    };
    const began = Date.now();
    try {
      run('git', ['worktree', 'add', '--detach', dir, BASELINE], root);
      stops.push(() => spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root }));
      run('npm', ['ci', '--no-audit', '--no-fund'], dir);
      run('npm', ['run', 'build'], dir);
    } catch (error) {
      console.log(`The baseline (${BASELINE.slice(0, 7)}) could not be built: ${error.message}`);
      return null;
    }
    console.log(
      `The baseline (${BASELINE.slice(0, 7)}) built in ${((Date.now() - began) / 1000).toFixed(0)} s`,
    );
    return startSite(dir);
  })();
  return baseline;
}

// A page over timing budgets alone, against the baseline: both measured anew, runs interleaved.
// What is still over (timing against the baseline's figures, the rest against the budgets), the
// runs' row and the baseline's.
async function againstBaseline(page, role, formFactor) {
  const theirs = await baselineSite();
  if (!theirs?.urlOf(page)) return null;
  const ours = [];
  const base = [];
  // Each pair in turn begins with the other build, so neither is always measured first.
  for (let i = 1; i <= runsFor(formFactor); i++) {
    const pair = [
      () => runUntil(base, i, theirs, page, role, formFactor),
      () => runUntil(ours, i, site, page, role, formFactor),
    ];
    for (const run of i % 2 ? pair : pair.reverse()) await run();
  }
  const { row, over } = judge(page, role, formFactor, ours);
  const { row: baseRow } = judge(page, role, formFactor, base);
  const still = over.filter((o) => !o.timing).map((o) => o.text);
  if (row.tbt > Math.max(budgets.tbtMs, noSlowerThan.tbt(baseRow.tbt)))
    still.push(`TBT ${Math.round(row.tbt)} ms (baseline ${Math.round(baseRow.tbt)})`);
  if (row.lcp > Math.max(budgets.lcpMs, noSlowerThan.lcp(baseRow.lcp)))
    still.push(`LCP ${Math.round(row.lcp)} ms (baseline ${Math.round(baseRow.lcp)})`);
  const least = Math.min(
    budgets.performance[formFactor],
    noSlowerThan.performance(baseRow.performance),
  );
  if (row.performance < least)
    still.push(`performance ${row.performance} (baseline ${baseRow.performance})`);
  return { row, baseRow, still };
}

const line = (row) =>
  `performance ${row.performance}, a11y ${row.accessibility}, best practices ${row.bestPractices}, ` +
  `SEO ${row.seo}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, ` +
  `TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, JS ${(row.js / 1024).toFixed(1)} KB ` +
  `(benchmark index ${Math.round(row.benchmark)}, CPU ${row.cpu.toFixed(1)}x, ${row.runs} run(s))`;
const compared = [];
for (const [page, role] of pages) {
  if (!site.urlOf(page)) continue;
  for (const formFactor of profiles) {
    const results = [];
    await runUntil(results, firstRunsFor(formFactor, role), site, page, role, formFactor);
    let { row, over } = judge(page, role, formFactor, results);
    // In CI a page over a timing budget alone is reported, not judged (decision 042): more runs
    // would not change the verdict, so its one run's figures are reported as they are.
    const reportOnly = timingReportedOnly && over.every((o) => o.timing);
    if (over.length && !reportOnly && results.length < runsFor(formFactor)) {
      const texts = over.map((o) => o.text).join('; ');
      console.log(`${row.url} ${formFactor}: ${texts} in one run; measuring it again`);
      await runUntil(results, runsFor(formFactor), site, page, role, formFactor);
      ({ row, over } = judge(page, role, formFactor, results));
    }
    console.log(`${row.url} ${formFactor}: ${line(row)}`);
    let still = over.map((o) => o.text);
    if (over.length && over.every((o) => o.timing) && timingReportedOnly) {
      // CI (decision 042): reported beside the figures, not failed.
      timingReports.push(`${row.url} (${formFactor}): ${still.join('; ')}`);
      still = [];
    } else if (over.length && over.every((o) => o.timing)) {
      console.log(
        `${row.url} ${formFactor}: ${still.join('; ')}; measuring it beside the baseline`,
      );
      const against = await againstBaseline(page, role, formFactor);
      if (against) {
        ({ row, still } = against);
        compared.push({ row, baseRow: against.baseRow, still });
        console.log(`${row.url} ${formFactor}, beside the baseline: ${line(row)}`);
        console.log(`${row.url} ${formFactor}, the baseline: ${line(against.baseRow)}`);
      }
    }
    rows.push(row);
    if (still.length) failures.push(`${row.url} (${formFactor}): ${still.join('; ')}`);
  }
}
await site.close();
if (baseline) await (await baseline)?.close();
rmSync(gatherDir, { recursive: true, force: true });

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
  ...(compared.length
    ? [
        `Over a timing budget here, so measured again beside the baseline (${BASELINE.slice(0, 7)}), runs interleaved (decision 041):`,
        '',
        '| page | profile | runs | performance | LCP ms | TBT ms | baseline performance | baseline LCP ms | baseline TBT ms | verdict |',
        '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --- |',
        ...compared.map(
          ({ row: r, baseRow: b, still }) =>
            `| ${r.url} | ${r.formFactor} | ${r.runs} | ${r.performance} | ${Math.round(r.lcp)} | ` +
            `${Math.round(r.tbt)} | ${b.performance} | ${Math.round(b.lcp)} | ${Math.round(b.tbt)} | ` +
            `${still.length ? still.join('; ') : 'no slower than the baseline'} |`,
        ),
        '',
      ]
    : []),
  ...(timingReports.length
    ? [
        `Over a timing budget, reported only (LIGHTHOUSE_TIMING=report, decision 042):\n${timingReports.map((f) => `- ${f}`).join('\n')}`,
        '',
      ]
    : []),
  failures.length
    ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : 'Every page within budget.',
  '',
].join('\n');
mkdirSync(path.join(root, 'e2e/results'), { recursive: true });
writeFileSync(path.join(root, 'e2e/results/lighthouse.md'), table);
if (timingReports.length)
  console.log(
    `\nLighthouse: over a timing budget, reported only (decision 042):\n${timingReports.join('\n')}`,
  );
console.log(
  `\n${failures.length ? `Lighthouse: over budget:\n${failures.join('\n')}` : 'Lighthouse: every page within budget.'}`,
);
console.log(
  `Table: e2e/results/lighthouse.md (${measured} runs in ${((Date.now() - started) / 60000).toFixed(1)} min)`,
);
process.exit(failures.length ? 1 : 0);
