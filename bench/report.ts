import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process.ts';

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
  /** The same requests offered at a fixed rate (half of the scenario's saturated req/s). */
  paced?: { rate: number; rps: number; p50: number; p99: number; errors: number };
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
};

export type Report = {
  when: string;
  mode: 'full' | 'quick';
  machine: string;
  node: string;
  postgres: string;
  settings: string;
  runs: RunReport[];
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
    '| scenario | req/s | p50 ms | p99 ms | errors | answers | baseline | ratio | ÷ HTTP ceiling | server peak RSS MB | server CPU ms/req | PostgreSQL CPU ms/req |',
  );
  out.push('|---|---:|---:|---:|---:|---|---|---:|---:|---:|---:|---:|');
  for (const r of run.rows) {
    if (!r.available) {
      out.push(`| ${r.title} | not available | | | | ${r.detail ?? ''} | | | | | | |`);
      continue;
    }
    out.push(
      `| ${r.title} | ${f0(r.rps)} | ${f1(r.p50)} | ${f1(r.p99)} | ${r.errors ?? 0} | ${statusText(r.statuses)} | ${r.baseline ?? ''} | ${f2(r.ratio)} | ${f2(r.httpRatio)} | ${f0(r.rssMb)} | ${f2(r.cpuMsPerReq)} | ${f2(r.dbCpuMsPerReq)} |`,
    );
  }
  const paced = run.rows.filter((r) => r.available && r.paced);
  if (paced.length) {
    out.push('');
    out.push(
      'Latency at a fixed rate (half of the req/s the scenario sustained, open loop, same 50 connections):',
    );
    out.push('');
    out.push('| scenario | offered req/s | achieved req/s | p50 ms | p99 ms | errors |');
    out.push('|---|---:|---:|---:|---:|---:|');
    for (const r of paced)
      out.push(
        `| ${r.title} | ${f0(r.paced!.rate)} | ${f0(r.paced!.rps)} | ${f1(r.paced!.p50)} | ${f1(r.paced!.p99)} | ${r.paced!.errors} |`,
      );
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

export function renderReport(r: Report): string {
  const out = [
    `# TimeApp benchmark (${r.mode})`,
    '',
    `${r.when} on ${r.machine}; Node ${r.node}; ${r.postgres}.`,
    '',
    r.settings,
    '',
    ...r.runs.map(renderRun),
    '## Notes',
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ];
  return out.join('\n');
}

export function writeReport(r: Report): string {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const md = renderReport(r);
  writeFileSync(path.join(dir, 'latest.md'), md);
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(r, null, 2) + '\n');
  return md;
}
