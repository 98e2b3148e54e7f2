import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterTable, type ClusterRow } from './cluster.ts';
import type { BundleSizes, CompressionRow } from './compression.ts';
import { repoRoot } from './server-process.ts';
import type { StartReport } from './start.ts';

export type Row = {
  id: string;
  title: string;
  available: boolean;
  detail?: string;
  rps?: number;
  p50?: number;
  p99?: number;
  errors?: number;
  statuses?: Record<string, number>;
  baseline?: string;
  baselineRps?: number;
  ratio?: number;
  httpRatio?: number;
  rssMb?: number;
  /** Server CPU (user + system) per answered request: steady even when the machine is busy. */
  cpuMsPerReq?: number;
  /** CPU of all local PostgreSQL processes per request (PostgreSQL run; others' load adds to it). */
  dbCpuMsPerReq?: number;
  /** Bytes per answer, headers included, in KB. */
  answerKb?: number;
  /** The same requests offered at a fixed rate (half of the scenario's saturated req/s). */
  paced?: {
    rate: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    /** The read ceiling's p99 offered the same rate, right after (PostgreSQL run). */
    ceilingP99?: number;
  };
  note?: string;
};

export type Baseline = {
  id: string;
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb?: number;
  cpuMsPerReq?: number;
  dbCpuMsPerReq?: number;
  note?: string;
};

export type Check = { target: string; measured: string; met: boolean | null };

export type RunReport = {
  engine: 'postgres' | 'pglite';
  dataset: string;
  datasetSeconds: number;
  datasetReused: boolean;
  baselines: Baseline[];
  rows: Row[];
  storm?: {
    capacity: number;
    held: number;
    heldAfterHot?: number;
    statuses: Record<string, number>;
    ms: number;
    p50: number;
    p99: number;
  };
  serverPeakRssMb?: number;
  checks: Check[];
  /** Through HAProxy and PgBouncer with 1, 2, 3 API processes, and direct (bench/cluster.ts). */
  cluster?: ClusterRow[];
};

export type Report = {
  when: string;
  mode: 'full' | 'quick';
  machine: string;
  node: string;
  postgres: string;
  settings: string;
  runs: RunReport[];
  /** COMPRESSION on and off on one JSON list answer (bench/compression.ts). */
  compression?: {
    rows: CompressionRow[];
    bundle?: BundleSizes;
    dataset: string;
    postgres: string;
  };
  /** `npm start` to 'listening', cold and warm (bench/start.ts). */
  startup?: StartReport;
  notes: string[];
};

const f0 = (n?: number) =>
  n === undefined || !Number.isFinite(n) ? '-' : Math.round(n).toLocaleString('en');
const f1 = (n?: number) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(1));
const f2 = (n?: number) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(2));
const statusText = (s?: Record<string, number>) =>
  s
    ? Object.entries(s)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')
    : '';

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()}`;
}

export function renderRun(run: RunReport): string {
  const out: string[] = [];
  out.push(`### ${run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}`);
  out.push('');
  out.push(
    `Dataset: ${run.dataset} (${run.datasetReused ? 'reused' : `generated in ${run.datasetSeconds.toFixed(1)} s`}).`,
  );
  out.push('');
  out.push('Baselines (same run, same machine):');
  out.push('');
  out.push(
    '| baseline | req/s | p50 ms | p99 ms | errors | peak RSS MB | CPU ms/req | PostgreSQL CPU ms/req |',
  );
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const b of run.baselines)
    out.push(
      `| ${b.title} | ${f0(b.rps)} | ${f1(b.p50)} | ${f1(b.p99)} | ${b.errors} | ${f0(b.rssMb)} | ${f2(b.cpuMsPerReq)} | ${f2(b.dbCpuMsPerReq)} |`,
    );
  out.push('');
  out.push(
    '| scenario | req/s | p50 ms | p99 ms | errors | answers | answer KB | baseline | ratio | ÷ HTTP ceiling | server peak RSS MB | server CPU ms/req | PostgreSQL CPU ms/req |',
  );
  out.push('|---|---:|---:|---:|---:|---|---:|---|---:|---:|---:|---:|---:|');
  for (const r of run.rows) {
    if (!r.available) {
      out.push(`| ${r.title} | not available | | | | ${r.detail ?? ''} | | | | | | | |`);
      continue;
    }
    out.push(
      `| ${r.title} | ${f0(r.rps)} | ${f1(r.p50)} | ${f1(r.p99)} | ${r.errors ?? 0} | ${statusText(r.statuses)} | ${f1(r.answerKb)} | ${r.baseline ?? ''} | ${f2(r.ratio)} | ${f2(r.httpRatio)} | ${f0(r.rssMb)} | ${f2(r.cpuMsPerReq)} | ${f2(r.dbCpuMsPerReq)} |`,
    );
  }
  const paced = run.rows.filter((r) => r.available && r.paced);
  if (paced.length) {
    out.push('');
    out.push(
      'Latency at a fixed rate (half of the req/s the scenario sustained, open loop, same 50 connections):',
    );
    out.push('');
    out.push(
      '| scenario | offered req/s | achieved req/s | p50 ms | p99 ms | errors | read ceiling p99 ms, same rate | p99 ÷ ceiling p99 |',
    );
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of paced) {
      const c = r.paced!.ceilingP99;
      out.push(
        `| ${r.title} | ${f0(r.paced!.rate)} | ${f0(r.paced!.rps)} | ${f1(r.paced!.p50)} | ${f1(r.paced!.p99)} | ${r.paced!.errors} | ${c === undefined ? '-' : f1(c)} | ${c ? f2(r.paced!.p99 / c) : '-'} |`,
      );
    }
  }
  for (const r of run.rows.filter((r) => r.available && r.note))
    out.push('', `${r.title}: ${r.note}.`);
  if (run.storm) {
    const s = run.storm;
    out.push('');
    out.push(
      `Booking storm (6a): 200 customers at once on one slot of ${s.capacity} places: ${statusText(s.statuses)} ` +
        `in ${f0(s.ms)} ms (p50 ${f0(s.p50)} ms, p99 ${f0(s.p99)} ms); held places afterwards, counted in SQL: ` +
        `**${s.held}** (${s.held === s.capacity ? 'equals the capacity: no overbooking' : 'DOES NOT EQUAL THE CAPACITY'})` +
        (s.heldAfterHot === undefined
          ? '.'
          : `; after the sustained hot run (6b) still **${s.heldAfterHot}**.`),
    );
  }
  if (run.serverPeakRssMb !== undefined) {
    out.push('');
    out.push(`Server peak RSS over the whole run: ${f0(run.serverPeakRssMb)} MB.`);
  }
  if (run.cluster?.length) {
    out.push('');
    out.push(
      'Through the production topology (bench/cluster.ts): one server straight on PostgreSQL, then HAProxy in front of 1, 2 and 3 API processes with PgBouncer (transaction pooling, unnamed statements) behind them; same scenarios, same 50 connections, every process on the same two cores:',
    );
    out.push('');
    out.push(clusterTable(run.cluster));
  }
  if (run.checks.length) {
    out.push('');
    out.push('| target | measured | met |');
    out.push('|---|---|---|');
    for (const c of run.checks)
      out.push(
        `| ${c.target} | ${c.measured} | ${c.met === null ? 'n/a' : c.met ? 'yes' : '**no**'} |`,
      );
  }
  out.push('');
  return out.join('\n');
}

function renderCompression(c: NonNullable<Report['compression']>): string {
  const off = c.rows.find((r) => r.mode === 'off');
  const out = [
    '### Compression (PostgreSQL, the search-by-city list answer)',
    '',
    `Dataset: ${c.dataset}. One server with COMPRESSION=off, one with COMPRESSION=on (brotli quality 4 or gzip, JSON over 1 KB); the same requests at the same fixed rate (${f0(c.rows[0]?.rate)} req/s offered, 10 connections). Server CPU per request is net of the server's idle CPU measured just before each pass.`,
    '',
    '| pass | req/s achieved | p50 ms | p99 ms | errors | server CPU ms/req | CPU vs off | bytes/answer (with headers) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of c.rows)
    out.push(
      `| ${r.title} | ${f0(r.rps)} | ${f1(r.p50)} | ${f1(r.p99)} | ${r.errors} | ${r.cpuMsPerReq?.toFixed(3) ?? '-'} | ${
        off?.cpuMsPerReq && r.cpuMsPerReq
          ? `${((r.cpuMsPerReq / off.cpuMsPerReq - 1) * 100).toFixed(0)} %`
          : '-'
      } | ${f0(r.bytesPerAnswer)} |`,
    );
  if (c.bundle) {
    const b = c.bundle;
    out.push(
      '',
      `Main JavaScript bundle \`${b.file}\`: ${f0(b.raw)} B as built (what was sent before), brotli ${f0(b.br)} B, gzip ${f0(b.gz)} B (compressed once at build time, served by Accept-Encoding).`,
    );
  }
  out.push('');
  return out.join('\n');
}

function renderStartup(s: StartReport): string {
  const out = [
    '### Start-up (`npm start`, embedded database)',
    '',
    `Cold: sources changed since the last build (BUILD=always) and a new database (builds, migrations, demo data). Warm: nothing changed, the database exists. Target: warm start listening within ${s.target} s.`,
    '',
    '| start | seconds to listening | server CPU s | builds |',
    '|---|---:|---:|---|',
  ];
  for (const r of s.runs)
    out.push(
      `| ${r.kind} | ${f2(r.seconds)} | ${f2(r.serverCpuSeconds)} | ${r.builds.join(', ')} |`,
    );
  out.push(
    '',
    `Warm start, median of ${s.runs.filter((r) => r.kind === 'warm').length}: **${f2(s.warmMedian)} s** (${s.warmMedian <= s.target ? 'within' : '**over**'} the ${s.target} s target).`,
    '',
    `Just before, a busy loop in the bench process got ${(s.cpuShare * 100).toFixed(0)} % of a core: wall-clock seconds here are about the server's CPU seconds divided by that share; the CPU column is what the start costs whatever the machine is doing.`,
    '',
  );
  return out.join('\n');
}

export function renderReport(r: Report): string {
  const out = [
    `# TimeApp benchmark (${r.mode})`,
    '',
    `${r.when} on ${r.machine}; Node ${r.node}; ${r.postgres}.`,
    '',
    r.settings,
    '',
    ...r.runs.map(renderRun),
    ...(r.compression ? [renderCompression(r.compression)] : []),
    ...(r.startup ? [renderStartup(r.startup)] : []),
    '## Notes',
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ];
  return out.join('\n');
}

export function writeReport(r: Report, name = 'latest'): string {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const md = renderReport(r);
  writeFileSync(path.join(dir, `${name}.md`), md);
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(r, null, 2) + '\n');
  return md;
}
