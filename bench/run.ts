// TimeApp benchmark: `npm run bench` (full) or `npm run bench -- --quick`.
// See bench/README.md for what each number means.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { runPgbench } from './baselines/pgbench.ts';
import { clusterAvailable, measureCluster } from './cluster.ts';
import { mainBundleSizes, measureCompression } from './compression.ts';
import { summarizeProfile } from './profile.ts';
import { measureStart } from './start.ts';
import { measureStreams, streamsDatabaseUrl, streamsMarkdown } from './streams.ts';
import {
  describe,
  fullSizes,
  heldPlaces,
  pgliteSizes,
  prepareDataset,
  prepareTargets,
  quickSizes,
  restoreWrites,
  SPREAD_CAPACITY,
  type Sizes,
  type Target,
} from './dataset.ts';
import { connectPglite, connectPostgres, defaultBenchUrl, ensureDatabase, type Sql } from './db.ts';
import { load, type LoadResult, type Req } from './load.ts';
import {
  machineLine,
  writeReport,
  type Baseline,
  type Check,
  type Report,
  type Row,
  type RunReport,
} from './report.ts';
import {
  buildScenarios,
  idOf,
  popularOwners,
  signTokens,
  spreadBookings,
  storm,
  tokenCustomers,
  type Scenario,
  type Tokens,
} from './scenarios.ts';
import { postgresCpuMs, repoRoot, startProcess, type Proc } from './server-process.ts';
import { SOAK_MINUTES, soak, soakMarkdown, type SoakReport } from './soak.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string' },
    profile: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string' },
  },
  allowPositionals: false,
});

const quick = args.quick!;
const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
const CONNECTIONS = 50;
/** The paced (fixed-rate) latency pass offers this share of the scenario's own saturated req/s. */
const PACED_SHARE = 0.5;
const seconds = args.seconds ? Number(args.seconds) : quick ? 3 : 10;
const warmup = quick ? 1 : 2;
const pgliteSeconds = args.seconds ? Number(args.seconds) : quick ? 3 : 5;
const benchUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchUrl;
const basePort = Number(process.env.BENCH_PORT ?? 3910);
const secret = randomBytes(32).toString('hex');
const log = (line: string) => console.log(line);
const mb = (kb: number | null) => (kb === null ? undefined : kb / 1024);
const wanted = (id: string) => !only || only.has(id) || [...only].some((o) => id.startsWith(o));
/** The load scenarios; `start` and `compression` stand alone (no dataset or ceilings needed for start). */
const loadScenarioIds = [
  'search-city',
  'search-name',
  'business',
  'slots',
  'slots-16',
  'slots-48',
  'slots-96',
  'availability-14',
  'availability-62',
  'service-availability-1',
  'service-availability-14',
  'service-booking',
  'customer-list',
  'owner-week',
  'booking',
  'storm',
  'hot',
  'session-anon',
  'session-signed',
  'cluster',
];
const onlyStandalone = only !== null && !loadScenarioIds.some(wanted);

// The production build (npm start runs the same file), built afresh at the start of the run.
// BENCH_SERVER points at another entry (e.g. a scratch copy with a fix to try).
const builtServer = 'apps/server/dist/main.js';
const serverScript = path.resolve(repoRoot, process.env.BENCH_SERVER ?? builtServer);
const runDir = mkdtempSync(path.join(tmpdir(), 'timeapp-bench-'));

function serverEnv(extra: Record<string, string | undefined>) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: secret,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    // No proxy to drain: each scenario's server stops at once.
    SHUTDOWN_DRAIN_MS: '0',
    SMTP_URL: undefined,
    // No SMTP server to send to: production refuses to start without one unless told.
    MAIL_TRANSPORT: 'log',
    DATABASE_URL: undefined,
    ...extra,
  };
}

const profileDir = path.join(repoRoot, 'bench', '.cache', 'profiles');

async function startServer(name: string, env: Record<string, string | undefined>): Promise<Proc> {
  log(`starting ${name}...`);
  if (args.profile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  return startProcess({
    name,
    script: serverScript,
    // --profile: V8 CPU profile of the server, summarised when it stops (pair it with --only).
    nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    port: basePort,
    env: serverEnv(env),
    readyPath: '/api/v1.1/health',
    cwd: runDir,
    timeoutMs: 120_000,
  });
}

/** Warm the JIT and the pool, then measure; the server's peak RSS is taken over the measured part. */
async function measure(
  proc: Proc,
  spec: { next: (i: number) => Req; expect: number[]; stopAfter?: number },
  secs: number,
  warm = true,
): Promise<LoadResult & { rssMb?: number; cpuMsPerReq?: number; dbCpuMsPerReq?: number }> {
  if (warm)
    await load({
      url: proc.url,
      connections: CONNECTIONS,
      seconds: warmup,
      next: spec.next,
      expect: spec.expect,
    });
  proc.resetPeak();
  const cpu0 = proc.cpuMs();
  const db0 = measureDbCpu ? postgresCpuMs() : 0;
  const r = await load({ url: proc.url, connections: CONNECTIONS, seconds: secs, ...spec });
  // Server CPU per request holds still when the machine is busy; req/s does not.
  const cpuMsPerReq = r.requests ? (proc.cpuMs() - cpu0) / r.requests : undefined;
  const dbCpuMsPerReq = r.requests && db0 > 0 ? (postgresCpuMs() - db0) / r.requests : undefined;
  return { ...r, rssMb: mb(proc.peakRssKb()), cpuMsPerReq, dbCpuMsPerReq };
}

/**
 * Waits (at most 120 s) until the server's outbox has nothing due, and answers the server's and
 * PostgreSQL's CPU spent meanwhile per request of the run that queued it. undefined when
 * nothing was waiting.
 */
async function drainOutbox(sql: Sql, proc: Proc, requests: number) {
  const pending = async () =>
    (
      await sql.query<{ n: number }>(
        `select count(*)::int as n from outbox where status = 'pending' and next_attempt_at <= now()`,
      )
    )[0]?.n ?? 0;
  const left = await pending();
  if (left === 0 || requests === 0) return undefined;
  const started = performance.now();
  const cpu0 = proc.cpuMs();
  const db0 = postgresCpuMs();
  const deadline = started + 120_000;
  while ((await pending()) > 0 && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return {
    left,
    seconds: (performance.now() - started) / 1000,
    cpuMsPerReq: (proc.cpuMs() - cpu0) / requests,
    dbCpuMsPerReq: (postgresCpuMs() - db0) / requests,
  };
}

/** PostgreSQL's CPU per request is read from /proc, for the PostgreSQL run only. */
let measureDbCpu = true;

const line = (
  title: string,
  r: {
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    cpuMsPerReq?: number;
    dbCpuMsPerReq?: number;
  },
) =>
  log(
    `  ${title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}` +
      (r.cpuMsPerReq === undefined ? '' : `  cpu ${r.cpuMsPerReq.toFixed(2)} ms/req`) +
      (r.dbCpuMsPerReq === undefined ? '' : `  db cpu ${r.dbCpuMsPerReq.toFixed(2)} ms/req`),
  );

/** Slot objects in the big diagnostic answer: as many as a 96-slot day has. */
const ANSWER_ITEMS = 96;

async function httpCeiling(): Promise<Baseline[]> {
  const proc = await startProcess({
    name: 'http ceiling',
    script: path.join(repoRoot, 'bench/baselines/http-ceiling.ts'),
    port: basePort + 1,
    env: { NODE_ENV: 'production' },
    readyPath: '/ping',
  });
  try {
    const r = await measure(proc, { next: () => ({ path: '/ping' }), expect: [200] }, seconds);
    line('HTTP ceiling (constant JSON)', r);
    // Diagnostic: what only sending a big answer costs here (a 96-slot day is about 13 KB).
    const big = await measure(
      proc,
      { next: () => ({ path: `/answer?items=${ANSWER_ITEMS}` }), expect: [200] },
      seconds,
    );
    line(`HTTP ceiling (${ANSWER_ITEMS} slot objects)`, big);
    return [
      {
        id: 'http',
        title: 'HTTP ceiling: bare Fastify, constant JSON',
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        errors: r.errors,
        rssMb: r.rssMb,
        cpuMsPerReq: r.cpuMsPerReq,
      },
      {
        id: 'http-answer',
        title: `diagnostic: bare Fastify answering ${ANSWER_ITEMS} slot objects (${(big.bytes / Math.max(1, big.requests) / 1024).toFixed(1)} KB per answer with headers, a 96-slot day's size), serialized per request`,
        rps: big.rps,
        p50: big.p50,
        p99: big.p99,
        errors: big.errors,
        rssMb: big.rssMb,
        cpuMsPerReq: big.cpuMsPerReq,
      },
    ];
  } finally {
    await proc.stop();
  }
}

async function dbCeiling(
  env: Record<string, string | undefined>,
  rows: Sizes,
  spread: Target[] | null,
  secs: number,
): Promise<{ read: Baseline; write?: Baseline }> {
  const proc = await startDbCeiling(env);
  try {
    const read = await measure(proc, readCeilingSpec(rows), secs);
    line('read ceiling (PK select)', read);
    const out: { read: Baseline; write?: Baseline } = {
      read: {
        id: 'read',
        title: 'read ceiling: bare Fastify + one primary-key SELECT',
        rps: read.rps,
        p50: read.p50,
        p99: read.p99,
        errors: read.errors,
        rssMb: read.rssMb,
        cpuMsPerReq: read.cpuMsPerReq,
        dbCpuMsPerReq: read.dbCpuMsPerReq,
      },
    };
    if (spread) {
      const tc = tokenCustomers(rows);
      const w = await measure(
        proc,
        {
          next: (i) => {
            const t = spread[i % spread.length]!;
            return {
              method: 'POST',
              path: '/book',
              body: JSON.stringify({ ...t, userId: idOf(`c${i % tc}`) }),
            };
          },
          expect: [201],
          stopAfter: spreadBookings(rows, spread.length),
        },
        secs,
        false,
      );
      line('write ceiling (bare booking transaction)', w);
      out.write = {
        id: 'write-spread',
        title: 'write ceiling: bare Fastify + the booking transaction, spread',
        rps: w.rps,
        p50: w.p50,
        p99: w.p99,
        errors: w.errors,
        rssMb: w.rssMb,
        cpuMsPerReq: w.cpuMsPerReq,
      };
    }
    return out;
  } finally {
    await proc.stop();
  }
}

const startDbCeiling = (env: Record<string, string | undefined>) =>
  startProcess({
    name: 'db ceiling',
    script: path.join(repoRoot, 'bench/baselines/db-ceiling.ts'),
    port: basePort + 2,
    env: { NODE_ENV: 'production', DATABASE_URL: undefined, ...env },
    readyPath: '/health',
    cwd: runDir,
  });

const readCeilingSpec = (rows: Sizes) => ({
  next: (i: number) => ({
    path: `/business/${idOf(`b${(Math.imul(i, 2654435761) >>> 0) % rows.businesses}`)}`,
  }),
  expect: [200],
});

/**
 * The read ceiling started again beside the server, to be offered each paced scenario's rate
 * right after that scenario: the latency target compares the two p99s at the same rate (idle,
 * it costs nothing). PostgreSQL only: on PGlite the server holds the database directory.
 */
async function pacedCeiling(env: Record<string, string | undefined>, rows: Sizes) {
  const proc = await startDbCeiling(env);
  return {
    p99At: async (rate: number, secs: number) =>
      (
        await load({
          url: proc.url,
          connections: CONNECTIONS,
          seconds: secs,
          ...readCeilingSpec(rows),
          overallRate: rate,
        })
      ).p99,
    stop: () => proc.stop(),
  };
}
type PacedCeiling = Awaited<ReturnType<typeof pacedCeiling>>;

async function probe(proc: Proc, req: Req): Promise<{ ok: boolean; detail: string }> {
  try {
    const res = await fetch(proc.url + req.path, {
      method: req.method ?? 'GET',
      headers: { ...(req.body ? { 'content-type': 'application/json' } : {}), ...req.headers },
      body: req.body,
    });
    const text = await res.text();
    if (req.method === 'POST')
      return { ok: res.status !== 404, detail: `probe answered ${res.status}` };
    return { ok: res.ok, detail: `probe answered ${res.status} ${text.slice(0, 80)}` };
  } catch (e) {
    return { ok: false, detail: `probe failed: ${(e as Error).message}` };
  }
}

async function runScenarios(opts: {
  proc: Proc;
  sql: () => Promise<Sql>;
  scenarios: Scenario[];
  baselines: Baseline[];
  secs: number;
  withStorm: { target: Target; tokens: Tokens } | null;
  ceiling?: PacedCeiling;
}): Promise<{ rows: Row[]; storm?: RunReport['storm'] }> {
  const rows: Row[] = [];
  let stormResult: RunReport['storm'];
  const http = opts.baselines.find((b) => b.id === 'http');
  for (const s of opts.scenarios) {
    if (s.id === 'hot' && opts.withStorm && wanted('storm')) {
      // 6a first: it fills the slot the sustained hot scenario then hammers.
      const { target, tokens } = opts.withStorm;
      const sql = await opts.sql();
      await restoreWrites(sql);
      const p = await probe(opts.proc, s.probe);
      if (p.ok) {
        const r = await storm(opts.proc.url, target, tokens);
        const held = await heldPlaces(sql, target);
        stormResult = { capacity: target.cap, held, ...r };
        log(
          `  6a booking storm: ${JSON.stringify(r.statuses)} in ${r.ms.toFixed(0)} ms; held ${held} of ${target.cap}`,
        );
      }
      await sql.close();
    }
    if (!wanted(s.id)) continue;
    const p = await probe(opts.proc, s.probe);
    if (!p.ok) {
      rows.push({ id: s.id, title: s.title, available: false, detail: p.detail });
      log(`  ${s.title.padEnd(40)} not available (${p.detail})`);
      continue;
    }
    const r = await measure(opts.proc, s, opts.secs, s.kind !== 'write' && s.kind !== 'hot');
    line(s.title, r);
    const base = opts.baselines.find((b) => b.id === s.baseline);
    // Latency at a steady, moderate load (half of what this scenario sustained): the saturated run
    // above measures queueing behind 50 connections as much as the request itself.
    let paced: LoadResult | undefined;
    const rate = Math.max(5, Math.round(r.rps * PACED_SHARE));
    let ceilingP99: number | undefined;
    if (s.kind === 'read' || s.kind === 'search') {
      const pacedSecs = Math.max(3, Math.round(opts.secs / 2));
      paced = await load({
        url: opts.proc.url,
        connections: CONNECTIONS,
        seconds: pacedSecs,
        next: s.next,
        expect: s.expect,
        overallRate: rate,
      });
      ceilingP99 = await opts.ceiling?.p99At(rate, pacedSecs);
      log(
        `  ${''.padEnd(40)} paced at ${rate} req/s: p50 ${paced.p50.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, errors ${paced.errors}` +
          (ceilingP99 === undefined
            ? ''
            : `; read ceiling at that rate: p99 ${ceilingP99.toFixed(1)} ms`),
      );
    }
    rows.push({
      id: s.id,
      title: s.title,
      available: true,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
      statuses: r.statuses,
      baseline: base?.title.split(':')[0],
      baselineRps: base?.rps,
      ratio: base ? r.rps / base.rps : undefined,
      httpRatio: http ? r.rps / http.rps : undefined,
      rssMb: r.rssMb,
      cpuMsPerReq: r.cpuMsPerReq,
      dbCpuMsPerReq: r.dbCpuMsPerReq,
      answerKb: r.requests ? r.bytes / r.requests / 1024 : undefined,
      paced: paced && {
        rate,
        rps: paced.rps,
        p50: paced.p50,
        p99: paced.p99,
        errors: paced.errors,
        ceilingP99,
      },
      note: s.note,
    });
    if (s.kind === 'write' || s.kind === 'hot') {
      const sql = await opts.sql();
      const row = rows[rows.length - 1]!;
      if (s.kind === 'write' && sql.engine === 'postgres') {
        // Each booking queues two e-mails (owner and customer, with calendar entries) that the
        // server's outbox worker renders and sends in the background. Whatever is still queued
        // when the load stops is part of what those bookings cost: wait for it and count it.
        const drained = await drainOutbox(sql, opts.proc, r.requests);
        if (drained) {
          row.cpuMsPerReq = (row.cpuMsPerReq ?? 0) + drained.cpuMsPerReq;
          row.dbCpuMsPerReq = (row.dbCpuMsPerReq ?? 0) + drained.dbCpuMsPerReq;
          row.note = [
            row.note && `${row.note}.`,
            `${drained.left} e-mails were still queued when the load stopped; the server sent them in ${drained.seconds.toFixed(1)} s, and that CPU is counted in the row's CPU per booking (+${drained.cpuMsPerReq.toFixed(2)} ms server, +${drained.dbCpuMsPerReq.toFixed(2)} ms PostgreSQL)`,
          ]
            .filter(Boolean)
            .join(' ');
          log(
            `  ${''.padEnd(40)} ${drained.left} e-mails drained in ${drained.seconds.toFixed(1)} s`,
          );
        }
      }
      if (s.kind === 'write') {
        const [over] = await sql.query<{ n: number }>(
          `
          select count(*)::int as n from (
            select section_id, starts_at from appointments
             where business_id = $1::uuid and status in (0, 1)
             group by 1, 2 having count(*) > ${SPREAD_CAPACITY}) x`,
          [idOf('bench-business')],
        );
        if (over && over.n > 0)
          log(`  !! ${over.n} spread slots hold more than ${SPREAD_CAPACITY} places`);
      }
      if (s.kind === 'hot' && opts.withStorm) {
        const held = await heldPlaces(sql, opts.withStorm.target);
        if (stormResult) stormResult.heldAfterHot = held; // still exactly the capacity after the sustained run?
      }
      await restoreWrites(sql);
      await sql.close();
    }
  }
  return { rows, storm: stormResult };
}

function checksFor(run: RunReport, writeCeiling?: Baseline): Check[] {
  const row = (id: string) => run.rows.find((r) => r.id === id && r.available);
  const checks: Check[] = [];
  const pglite = run.engine === 'pglite';
  // Throughput: each scenario against the read ceiling measured in the same run (on PGlite its
  // own, in-process ceiling). The issue's targets; on PGlite every one is 0.5.
  const ratioTargets: [id: string, what: string, min: number][] = [
    ['slots', 'slots of a section for a day', 0.5],
    ['business', 'GET /business/:id', 0.5],
    ['slots-16', 'slots, 16 a day', 0.6],
    ['slots-48', 'slots, 48 a day', 0.6],
    ['slots-96', 'slots, 96 a day', 0.6],
    ['customer-list', "a customer's appointments", 0.5],
    ['owner-week', "an owner's week", 0.5],
    ['search-city', 'search by city and category', 0.6],
    ['search-name', 'search by partial name', 0.5],
  ];
  for (const [id, what, wanted] of ratioTargets) {
    const r = row(id);
    const min = pglite ? 0.5 : wanted;
    if (pglite && !r) continue;
    checks.push({
      target: `${what}: >= ${min} of the read ceiling`,
      measured: r
        ? `${r.ratio?.toFixed(2)} of ceiling; server ${r.cpuMsPerReq?.toFixed(2)} ms CPU` +
          (r.dbCpuMsPerReq === undefined ? '' : `, PostgreSQL ${r.dbCpuMsPerReq.toFixed(2)} ms`)
        : 'not measured',
      met: r ? (r.ratio ?? 0) >= min && (r.errors ?? 0) === 0 : null,
    });
  }
  // Latency: at half the scenario's own throughput, its p99 against the read ceiling's p99
  // offered the same rate right after (saturated p99s are queueing: see 'Reading the table').
  const paced = run.rows.filter((r) => r.available && r.paced?.ceilingP99 !== undefined);
  if (paced.length) {
    const over = paced.filter((r) => r.paced!.p99 > 2 * r.paced!.ceilingP99!);
    const worst = paced.reduce((a, b) =>
      b.paced!.p99 / b.paced!.ceilingP99! > a.paced!.p99 / a.paced!.ceilingP99! ? b : a,
    );
    checks.push({
      target:
        "latency: p99 at half the scenario's throughput <= 2 x the read ceiling's p99 at that rate",
      measured:
        `worst ${(worst.paced!.p99 / worst.paced!.ceilingP99!).toFixed(2)} x (${worst.title})` +
        (over.length ? `; over: ${over.map((r) => r.title).join(', ')}` : ''),
      met: over.length === 0,
    });
  }
  // Booking by service (issue 28): availability against the read ceiling, the booking against
  // pgbench running the same transaction.
  if (!pglite) {
    for (const id of ['service-availability-1', 'service-availability-14']) {
      const r = row(id);
      checks.push({
        target: `${r?.title ?? id}: >= 0.5 of the read ceiling`,
        measured: r
          ? `${r.ratio?.toFixed(2)} of ceiling; server ${r.cpuMsPerReq?.toFixed(2)} ms CPU` +
            (r.dbCpuMsPerReq === undefined ? '' : `, PostgreSQL ${r.dbCpuMsPerReq.toFixed(2)} ms`)
          : 'not measured',
        met: r ? (r.ratio ?? 0) >= 0.5 && (r.errors ?? 0) === 0 : null,
      });
    }
    const sb = row('service-booking');
    const serviceCeiling = run.baselines.find((x) => x.id === 'write-service');
    checks.push({
      target: 'booking by service: >= 0.5 of pgbench running the same transaction',
      measured:
        sb && serviceCeiling
          ? `${sb.ratio?.toFixed(2)} (${sb.rps?.toFixed(0)} vs ${serviceCeiling.rps.toFixed(0)} tx/s); server ${sb.cpuMsPerReq?.toFixed(2)} ms CPU` +
            (sb.dbCpuMsPerReq === undefined ? '' : `, PostgreSQL ${sb.dbCpuMsPerReq.toFixed(2)} ms`)
          : 'not measured',
      met: sb ? (sb.ratio ?? 0) >= 0.5 && (sb.errors ?? 0) === 0 : null,
    });
  }
  const b = row('booking');
  checks.push({
    target: `spread booking: >= 0.5 of the write ceiling (${pglite ? "PGlite's" : 'pgbench'})`,
    measured:
      b && writeCeiling
        ? `${b.ratio?.toFixed(2)} (${b.rps?.toFixed(0)} vs ${writeCeiling.rps.toFixed(0)} tx/s); server ${b.cpuMsPerReq?.toFixed(2)} ms CPU` +
          (b.dbCpuMsPerReq === undefined ? '' : `, PostgreSQL ${b.dbCpuMsPerReq.toFixed(2)} ms`)
        : 'not measured',
    met: b ? (b.ratio ?? 0) >= 0.5 && (b.errors ?? 0) === 0 : null,
  });
  if (!pglite)
    checks.push({
      target: 'storm: zero overbooking (held places = capacity)',
      measured: run.storm
        ? `${run.storm.held} held of ${run.storm.capacity}${run.storm.heldAfterHot === undefined ? '' : ` (${run.storm.heldAfterHot} after 6b)`}`
        : 'not measured',
      met: run.storm
        ? run.storm.held === run.storm.capacity &&
          (run.storm.heldAfterHot ?? run.storm.capacity) === run.storm.capacity
        : null,
    });
  // The session check (docs/decisions/012): its server CPU, against the signed-in request
  // it rides on most often, a customer's list of appointments.
  const anon = row('session-anon');
  const signed = row('session-signed');
  const list = row('customer-list');
  const cost =
    anon?.cpuMsPerReq !== undefined && signed?.cpuMsPerReq !== undefined
      ? signed.cpuMsPerReq - anon.cpuMsPerReq
      : undefined;
  checks.push({
    target: "session check (signature + session row): <= 10 % of a customer list's server CPU",
    measured:
      cost !== undefined
        ? `${cost.toFixed(3)} ms server CPU per request` +
          (list?.cpuMsPerReq
            ? ` = ${((100 * cost) / list.cpuMsPerReq).toFixed(1)} % of the list's ${list.cpuMsPerReq.toFixed(2)} ms`
            : '') +
          (anon?.dbCpuMsPerReq !== undefined && signed?.dbCpuMsPerReq !== undefined
            ? `; PostgreSQL +${(signed.dbCpuMsPerReq - anon.dbCpuMsPerReq).toFixed(3)} ms`
            : '')
        : 'not measured',
    met: cost !== undefined && list?.cpuMsPerReq ? cost <= 0.1 * list.cpuMsPerReq : null,
  });
  // The embedded database lives in the server process (PGlite's WebAssembly memory): the
  // server may take at most 100 MB more than PGlite's read ceiling (the bare engine behind bare
  // Fastify) peaked at in the same run.
  const bareRss = run.baselines.find((x) => x.id === 'read')?.rssMb;
  const maxRss = pglite ? (bareRss === undefined ? undefined : bareRss + 100) : 250;
  checks.push({
    target: pglite
      ? `server peak RSS <= the bare PGlite read ceiling's + 100 MB (${maxRss === undefined ? 'not measured' : `${maxRss.toFixed(0)} MB`})`
      : `server peak RSS <= ${maxRss} MB`,
    measured:
      run.serverPeakRssMb !== undefined ? `${run.serverPeakRssMb.toFixed(0)} MB` : 'not measured',
    met:
      run.serverPeakRssMb !== undefined && maxRss !== undefined
        ? run.serverPeakRssMb <= maxRss
        : null,
  });
  return checks;
}

/** The PostgreSQL bench database, migrated, with its dataset (reused when fresh) and tokens. */
async function preparePostgres() {
  await ensureDatabase(benchUrl);
  const migrator = openPostgres(benchUrl, 2);
  await migrator.migrate();
  await migrator.close();
  const sql = await connectPostgres(benchUrl);
  const [{ version } = { version: '' }] = await sql.query<{ version: string }>('select version()');
  const dataset = await prepareDataset(sql, quick ? quickSizes : fullSizes, {
    acceptAny: quick,
    fresh: args.fresh,
    log,
  });
  const targets = await prepareTargets(sql, dataset.rows.customers);
  await sql.close();
  const tokens = await signTokens(secret, tokenCustomers(dataset.rows), [
    0,
    ...popularOwners(dataset.rows),
  ]);
  return { version, dataset, targets, tokens };
}

/**
 * CPU per request with compression on and off, on the search-by-city list answer (PostgreSQL,
 * the production build; bench/compression.ts), and the main bundle's sizes as built.
 */
async function compressionRun(): Promise<NonNullable<Report['compression']>> {
  log('\n== Compression (PostgreSQL, search by city and category)');
  const { version, dataset, targets, tokens } = await preparePostgres();
  const search = buildScenarios(
    { rows: dataset.rows, anchor: dataset.anchor, ...targets, secret },
    tokens,
  ).find((s) => s.id === 'search-city')!;
  const rows = await measureCompression({
    startServer: (env) =>
      startServer(`server on PostgreSQL, COMPRESSION=${env.COMPRESSION}`, {
        DATABASE_URL: benchUrl,
        DATA_DIR: path.join(runDir, 'pg-data'),
        ...env,
      }),
    next: search.next,
    connections: 10,
    // Long enough for a few thousand answers per pass at the fixed rate.
    seconds: Math.max(seconds, 10),
    warmup,
    log,
  });
  const bundle = mainBundleSizes(path.join(repoRoot, 'apps/web/dist'));
  if (bundle)
    log(
      `  main JS bundle ${bundle.file}: ${bundle.raw.toLocaleString('en')} B, brotli ${bundle.br?.toLocaleString('en') ?? '-'} B, gzip ${bundle.gz?.toLocaleString('en') ?? '-'} B`,
    );
  return {
    rows,
    bundle,
    dataset: describe(dataset.rows),
    postgres: version.split(' on ')[0] ?? version,
  };
}

async function postgresRun(baselineHttp: Baseline[]): Promise<{ run: RunReport; version: string }> {
  log(`\n== PostgreSQL (${benchUrl.replace(/:[^:@/]*@/, ':***@')})`);
  const { version, dataset, targets, tokens } = await preparePostgres();

  const baselines: Baseline[] = [];
  baselines.push(...baselineHttp);
  const db = await dbCeiling({ DATABASE_URL: benchUrl }, dataset.rows, null, seconds);
  baselines.push(db.read);
  const pgbenchSeconds = seconds;
  for (const script of ['spread', 'spread-events', 'hot', 'service'] as const) {
    if (script === 'service' && !wanted('service-booking')) continue;
    if (script === 'spread' && !wanted('booking') && !wanted('cluster')) continue;
    if (script === 'spread-events' && !wanted('booking')) continue;
    if (script === 'hot' && !wanted('hot') && !wanted('storm')) continue;
    const db0 = postgresCpuMs();
    const r = await runPgbench({
      url: benchUrl,
      script,
      clients: CONNECTIONS,
      seconds: pgbenchSeconds,
      customers: dataset.rows.customers,
    });
    const b: Baseline = {
      id: `write-${script}`,
      title: {
        spread: 'write ceiling: pgbench, booking transaction, spread over 1,000 slots',
        'spread-events':
          'diagnostic: pgbench, the same with its two live-event rows (published after commit), spread',
        hot: 'write ceiling: pgbench, booking transaction, one hot slot (sold out)',
        service: "write ceiling: pgbench, booking by service (a member's half-hour), spread",
      }[script],
      rps: r.tps,
      p50: r.p50,
      p99: r.p99,
      errors: r.failed,
      dbCpuMsPerReq: r.transactions ? (postgresCpuMs() - db0) / r.transactions : undefined,
      note: r.command,
    };
    line(`pgbench ${script}`, {
      rps: r.tps,
      p50: r.p50,
      p99: r.p99,
      errors: r.failed,
      dbCpuMsPerReq: b.dbCpuMsPerReq,
    });
    baselines.push(b);
    const s = await connectPostgres(benchUrl);
    await restoreWrites(s);
    await s.close();
  }

  const proc = await startServer('server on PostgreSQL', {
    DATABASE_URL: benchUrl,
    DATA_DIR: path.join(runDir, 'pg-data'),
  });
  const startRss = mb(proc.peakRssKb());
  const ceiling = await pacedCeiling({ DATABASE_URL: benchUrl }, dataset.rows);
  let result: Awaited<ReturnType<typeof runScenarios>>;
  let peak = 0;
  try {
    const scenarios = buildScenarios(
      { rows: dataset.rows, anchor: dataset.anchor, ...targets, secret },
      tokens,
    );
    result = await runScenarios({
      proc: {
        ...proc,
        peakRssKb() {
          const kb = proc.peakRssKb();
          peak = Math.max(peak, kb ?? 0);
          return kb;
        },
      },
      sql: () => connectPostgres(benchUrl),
      scenarios,
      baselines,
      secs: seconds,
      withStorm: { target: targets.storm, tokens },
      ceiling,
    });
  } finally {
    await proc.stop();
    await ceiling.stop();
    if (args.profile) log(summarizeProfile(profileDir, 25, proc.startupMs + 500));
  }
  let cluster: RunReport['cluster'];
  if (wanted('cluster')) {
    if (!clusterAvailable()) log('  cluster: skipped (needs haproxy and pgbouncer installed)');
    else {
      log('\n== Through HAProxy and PgBouncer (bench/cluster.ts)');
      const all = buildScenarios(
        { rows: dataset.rows, anchor: dataset.anchor, ...targets, secret },
        tokens,
      );
      cluster = await measureCluster({
        databaseUrl: benchUrl,
        jwtSecret: secret,
        scenarios: all.filter((s) => s.id === 'slots' || s.id === 'booking'),
        baselines,
        startDirect: () =>
          startServer('server on PostgreSQL (direct)', {
            DATABASE_URL: benchUrl,
            DATA_DIR: path.join(runDir, 'pg-data'),
          }),
        measure,
        afterWrite: async () => {
          const s = await connectPostgres(benchUrl);
          await restoreWrites(s);
          await s.close();
        },
        seconds,
        env: Object.fromEntries(
          Object.entries(serverEnv({})).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        log,
      });
    }
  }
  const run: RunReport = {
    engine: 'postgres',
    cluster,
    dataset: describe(dataset.rows),
    datasetSeconds: dataset.seconds,
    datasetReused: dataset.reused,
    baselines,
    rows: result.rows,
    storm: result.storm,
    serverPeakRssMb: Math.max(peak / 1024, startRss ?? 0),
    checks: [],
  };
  run.checks = checksFor(
    run,
    baselines.find((b) => b.id === 'write-spread'),
  );
  return { run, version };
}

async function pgliteRun(baselineHttp: Baseline[]): Promise<RunReport> {
  const dir = path.join(repoRoot, 'bench', '.cache', 'pglite');
  log(`\n== PGlite (${path.relative(repoRoot, dir)})`);
  measureDbCpu = false;
  mkdirSync(dir, { recursive: true });
  const migrator = openPglite(dir);
  await migrator.migrate();
  await migrator.close();
  let sql = await connectPglite(dir);
  const dataset = await prepareDataset(
    sql,
    quick ? { ...pgliteSizes, appointments: 50_000 } : pgliteSizes,
    {
      acceptAny: quick,
      fresh: args.fresh,
      log,
    },
  );
  const targets = await prepareTargets(sql, dataset.rows.customers);
  await sql.close();
  const tokens = await signTokens(secret, tokenCustomers(dataset.rows), [
    0,
    ...popularOwners(dataset.rows),
  ]);
  const restore = async () => {
    sql = await connectPglite(dir);
    await restoreWrites(sql);
    await sql.close();
  };

  const baselines: Baseline[] = [];
  baselines.push(...baselineHttp);
  const db = await dbCeiling(
    { DATA_DIR: dir },
    dataset.rows,
    wanted('booking') ? targets.spread : null,
    pgliteSeconds,
  );
  baselines.push(db.read);
  if (db.write) baselines.push(db.write);
  await restore();

  const proc = await startServer('server on PGlite', { DATA_DIR: dir });
  let result: Awaited<ReturnType<typeof runScenarios>>;
  let peak = 0;
  try {
    const scenarios = buildScenarios(
      { rows: dataset.rows, anchor: dataset.anchor, ...targets, secret },
      tokens,
      // Booking by service is measured on PostgreSQL (its ceiling is pgbench's).
    ).filter((s) => s.kind !== 'hot' && !s.id.startsWith('service-'));
    result = await runScenarios({
      proc: {
        ...proc,
        peakRssKb() {
          const kb = proc.peakRssKb();
          peak = Math.max(peak, kb ?? 0);
          return kb;
        },
      },
      // The server holds the PGlite directory; writes are restored after it stops.
      sql: async () => ({ engine: 'pglite', query: async () => [], close: async () => {} }) as Sql,
      scenarios,
      baselines,
      secs: pgliteSeconds,
      withStorm: null,
    });
  } finally {
    await proc.stop();
    if (args.profile) log(summarizeProfile(profileDir, 25, proc.startupMs + 500));
  }
  await restore();
  const run: RunReport = {
    engine: 'pglite',
    dataset: describe(dataset.rows),
    datasetSeconds: dataset.seconds,
    datasetReused: dataset.reused,
    baselines,
    rows: result.rows,
    serverPeakRssMb: peak / 1024,
    checks: [],
  };
  run.checks = checksFor(run, db.write);
  return run;
}

/**
 * The soak (bench/soak.ts): one server process on PostgreSQL under the mixed load for
 * --soak-minutes (30); only when asked for by name, written to results/soak.md.
 */
async function soakRun() {
  const minutes = Number(args['soak-minutes'] ?? SOAK_MINUTES);
  log(`\n== Soak: ${minutes} minutes of the mixed load (PostgreSQL)`);
  const { version, dataset, targets, tokens } = await preparePostgres();
  const sql = await connectPostgres(benchUrl);
  await restoreWrites(sql);
  await sql.close();
  const proc = await startServer('server on PostgreSQL', {
    DATABASE_URL: benchUrl,
    DATA_DIR: path.join(runDir, 'pg-data'),
  });
  let report: SoakReport;
  try {
    report = await soak({
      proc,
      scenarios: buildScenarios(
        { rows: dataset.rows, anchor: dataset.anchor, ...targets, secret },
        tokens,
      ),
      spread: targets.spread,
      tokens,
      customers: tokenCustomers(dataset.rows),
      minutes,
      connections: CONNECTIONS,
      dbCpuMs: postgresCpuMs,
      log,
    });
  } finally {
    await proc.stop();
    const s = await connectPostgres(benchUrl);
    await restoreWrites(s);
    await s.close();
  }
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const dir = path.join(repoRoot, 'bench', 'results');
  const name = minutes === SOAK_MINUTES ? 'soak' : 'soak-partial';
  writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ when, ...report }, null, 2) + '\n',
  );
  const md = soakMarkdown(
    report,
    when,
    machineLine(),
    `Node ${process.version}; ${version.split(' on ')[0]}`,
  );
  writeFileSync(path.join(dir, `${name}.md`), md);
  log('\n' + md);
  log(`written to bench/results/${name}.md and ${name}.json`);
}

async function main() {
  const started = performance.now();
  const loadBefore = os.loadavg()[0]!;
  log(
    `TimeApp benchmark (${quick ? 'quick' : 'full'}): ${CONNECTIONS} connections, ${seconds} s per scenario (PGlite ${pgliteSeconds} s), ${warmup} s warm-up`,
  );
  log(machineLine());
  if (!process.env.BENCH_SERVER) {
    log('building the server (npm run build -w @timeapp/server)...');
    const built = spawnSync('npm', ['run', 'build', '-w', '@timeapp/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the server build failed');
  }
  const runs: RunReport[] = [];
  let postgres = '';
  if (!onlyStandalone) {
    const http = await httpCeiling();
    const pg = await postgresRun(http);
    postgres = pg.version.split(' on ')[0] ?? pg.version;
    runs.push(pg.run);
    if (!args['skip-pglite']) runs.push(await pgliteRun(http));
  }
  const compression = wanted('compression') ? await compressionRun() : undefined;
  postgres ||= compression?.postgres ?? '';
  let startup: Report['startup'];
  if (wanted('start')) {
    log('\n== Start-up (npm start, embedded database)');
    startup = await measureStart({ port: basePort + 3, log });
  }
  if (only?.has('soak')) {
    await soakRun();
    if (only.size === 1) return;
  }
  if (wanted('streams')) {
    log('\n== Live-event streams (one server process, PostgreSQL)');
    const r = await measureStreams({
      databaseUrl: streamsDatabaseUrl(benchUrl),
      secret,
      start: (env) => startServer('streams server', env),
      log,
    });
    const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const dir = path.join(repoRoot, 'bench', 'results');
    writeFileSync(path.join(dir, 'streams.json'), JSON.stringify({ when, ...r }, null, 2) + '\n');
    writeFileSync(path.join(dir, 'streams.md'), streamsMarkdown(r, when, machineLine()));
    log('written to bench/results/streams.md and streams.json');
    // Streams alone: the other reports stay as they are.
    if (only?.size === 1) return;
  }
  const total = (performance.now() - started) / 1000;
  const report: Report = {
    when: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    mode: quick ? 'quick' : 'full',
    machine: machineLine(),
    node: process.version,
    postgres,
    settings:
      `${CONNECTIONS} connections per scenario (autocannon, in the bench process; the server is its own process, ` +
      `NODE_ENV=production, LOG_LEVEL=warn, RATE_LIMIT=off), ${seconds} s measured after ${warmup} s of warm-up ` +
      `(PGlite: ${pgliteSeconds} s). Whole run: ${total.toFixed(0)} s. Machine load average (1 min) ` +
      `${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end` +
      (!process.env.BENCH_SERVER
        ? `; server: the production build (${builtServer}).`
        : `; server entry ${path.relative(repoRoot, serverScript)}.`),
    runs,
    compression,
    startup,
    notes: onlyStandalone
      ? [
          'Stand-alone scenarios only (start-up, compression): no ceilings or load scenarios in this run; bench/results/latest.md holds the last full run.',
        ]
      : [
          'Every ratio is against a baseline measured in this run on this machine: reads and searches against the read ceiling, spread booking against pgbench spread, the sustained hot slot against pgbench hot.',
          'The load generator, the server and PostgreSQL share the same cores, so absolute numbers are lower than on a dedicated box; ratios are what to compare between runs.',
          `Spread booking keeps every answer a 201: requests go round robin over 1,000 slots of ${SPREAD_CAPACITY} places (10 sections x 5 days x 20 slots, three weeks ahead) with a distinct customer each, and the run stops after at most 9 bookings per slot (fewer with fewer signed customers, see the row's note), below the capacity, so it may end before the nominal duration. Any 409 there would be counted as an error.`,
          'pgbench spread takes the insert path on every transaction whose customer does not already hold the slot (no capacity test, so it keeps inserting for its whole duration); pgbench hot is the sold-out path after the first three inserts, the work behind a 409.',
          'pgbench runs the statement the server books with: one call of book_place (lock, count, insert) that also queues the owner e-mail, after one lookup query; the server reads business, section and people in one prepared query before it, and answers over HTTP.',
          'Server CPU ms/req is the server process only (user + system, /proc/<pid>/stat) divided by the answers; it moves far less than req/s when the machine is busy. PostgreSQL CPU ms/req is the same for every local postgres process, so anything else using that PostgreSQL meanwhile adds to it: read it as a diagnostic (how much database work one request causes compared with the read ceiling), not as a measurement.',
          'The fixed-rate table offers each read scenario half the req/s it sustained, open loop: with 50 closed-loop connections the saturated p99 is mostly time spent queueing.',
          'Booking storm: 200 requests sent at once from this process (fetch, one connection each) with 200 different customers; the held places are then counted in SQL.',
          'Everything the write scenarios insert is deleted afterwards (bench business only), so runs are repeatable; the dataset is reused while its generator version and sizes match and it is less than 14 days old (table bench_meta).',
        ],
  };
  // A run of the stand-alone scenarios only must not replace the full run's results.
  // Only a full run (no --only) is 'latest', the run the README and the notes quote.
  const name = onlyStandalone ? 'start-and-compression' : only ? 'partial' : 'latest';
  const md = writeReport(report, name);
  console.log('\n' + md);
  log(`written to bench/results/${name}.md and ${name}.json (${total.toFixed(0)} s)`);
}

main()
  .catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 1;
  })
  .finally(() => rmSync(runDir, { recursive: true, force: true }));
