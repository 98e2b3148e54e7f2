import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// axe-core on a screen as the user sees it. Serious and critical violations fail the test;
// moderate and minor ones are reported in e2e/results/a11y.md.
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const rowsDir = path.join(resultsDir, 'a11y');

export type A11yRow = {
  route: string;
  as: string;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  failing: string[];
  other: string[];
};

/**
 * Waits until no request is in flight for `quietMs`, not counting the live events stream
 * (docs/live-events.md), which stays open for as long as a signed-in screen is shown: Playwright's
 * 'networkidle' would never come.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 20_000) {
  const inFlight = new Set<Request>();
  let last = Date.now();
  const onStart = (r: Request) => {
    if (r.url().includes('/api/v1.1/events')) return;
    inFlight.add(r);
    last = Date.now();
  };
  const onEnd = (r: Request) => {
    if (inFlight.delete(r)) last = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await page.waitForLoadState('load');
    const started = Date.now();
    while (inFlight.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`network still busy after ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

/** Waits until the screen stopped loading: network quiet and no loader on screen. */
export async function settle(page: Page) {
  await networkQuiet(page);
  await page
    .locator('[role="status"]:has(.mantine-Loader-root), .mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // Mantine's transitions (modals, popovers) take up to 200 ms.
  await page.waitForTimeout(250);
}

export async function audit(page: Page, route: string, as: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const row: A11yRow = {
    route,
    as,
    critical: 0,
    serious: 0,
    moderate: 0,
    minor: 0,
    failing: [],
    other: [],
  };
  for (const v of result.violations) {
    const impact = (v.impact ?? 'minor') as 'critical' | 'serious' | 'moderate' | 'minor';
    row[impact] += v.nodes.length;
    const line = `${v.id} (${impact}, ${v.nodes.length}): ${v.help} - ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}${colours(v)}`;
    (impact === 'critical' || impact === 'serious' ? row.failing : row.other).push(line);
  }
  mkdirSync(rowsDir, { recursive: true });
  writeFileSync(path.join(rowsDir, `${slug(`${as} ${route}`)}.json`), JSON.stringify(row));
  return row;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** For contrast failures, the colour pairs involved: what a fix has to change. */
function colours(v: Violation) {
  if (v.id !== 'color-contrast') return '';
  const pairs = new Set<string>();
  for (const n of v.nodes) {
    const data = n.any[0]?.data as
      { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    if (data?.fgColor) pairs.add(`${data.fgColor} on ${data.bgColor} (${data.contrastRatio})`);
  }
  return pairs.size ? ` [colours: ${[...pairs].slice(0, 6).join('; ')}]` : '';
}

const slug = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** Clears the rows of an earlier run (globalSetup calls it once per run). */
export function resetA11yRows() {
  rmSync(rowsDir, { recursive: true, force: true });
}

/** Writes the per-route table from every row recorded in this run. */
export function writeA11yReport() {
  mkdirSync(rowsDir, { recursive: true });
  const rows = readdirSync(rowsDir)
    .map((f) => readFileSync(path.join(rowsDir, f), 'utf8'))
    .filter(Boolean)
    .map((t) => JSON.parse(t) as A11yRow)
    .sort((a, b) => a.as.localeCompare(b.as) || a.route.localeCompare(b.route));
  const lines = [
    '# Accessibility (axe-core) per route',
    '',
    `Generated ${new Date().toISOString()} by e2e/tests/a11y.spec.ts. Serious and critical violations fail the suite.`,
    '',
    '| route | as | critical | serious | moderate | minor | result |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.as} | ${r.critical} | ${r.serious} | ${r.moderate} | ${r.minor} | ${r.failing.length ? 'FAIL' : 'pass'} |`,
    ),
    '',
    '## Details',
    '',
    ...rows.flatMap((r) =>
      r.failing.length + r.other.length
        ? [
            `### ${r.route} (${r.as})`,
            '',
            ...r.failing.map((l) => `- FAIL ${l}`),
            ...r.other.map((l) => `- ${l}`),
            '',
          ]
        : [],
    ),
  ];
  writeFileSync(path.join(resultsDir, 'a11y.md'), `${lines.join('\n')}\n`);
}
