// Throughput through the production topology (docs/operations.md, 'Many processes'): HAProxy in
// front of 1, 2 and 3 API processes, PgBouncer (transaction pooling) behind them, against one
// server process on a direct connection (session pooling, named statements) in the same run.
// Direct against 'PgBouncer only' is what the pooler (and unnamed statements) cost; that against
// the one-process row through HAProxy is the proxy's; the 1-2-3 rows show what more processes
// buy on this machine. Same scenarios, dataset and baselines as
// the main PostgreSQL run (bench/run.ts).
import { clusterTools, startCluster, type Cluster } from '../scripts/cluster.mjs';
import type { LoadResult, Req } from './load.ts';
import { cpuMs, type Proc } from './server-process.ts';
import type { Scenario } from './scenarios.ts';

export type ClusterRow = {
  setup: string;
  processes: number;
  scenario: string;
  rps: number;
  p99: number;
  errors: number;
  /** Answers by status (any status the scenario does not expect is an error). */
  statuses: Record<string, number>;
  ratio?: number;
  baseline?: string;
  /** All API processes together. */
  cpuMsPerReq?: number;
  /** HAProxy and PgBouncer together (0 for the direct setup). */
  topologyCpuMsPerReq?: number;
  dbCpuMsPerReq?: number;
};

type Measure = (
  proc: Proc,
  spec: { next: (i: number) => Req; expect: number[]; stopAfter?: number },
  secs: number,
  warm?: boolean,
) => Promise<LoadResult & { cpuMsPerReq?: number; dbCpuMsPerReq?: number }>;

/** The cluster as one process under test: its CPU is every API process's. */
function clusterProc(cluster: Cluster, processes: number): Proc {
  const apiCpu = () => cluster.api.reduce((sum, m) => sum + cpuMs(m.pid() ?? -1), 0);
  return {
    name: `${processes} API processes behind HAProxy and PgBouncer`,
    pid: cluster.proxyPid,
    url: cluster.url.replace('localhost', '127.0.0.1'),
    startupMs: 0,
    peakRssKb: () => null,
    resetPeak: () => {},
    cpuMs: apiCpu,
    stop: () => cluster.stop(),
    output: () => cluster.api.map((m) => m.log()).join('\n'),
  };
}

/** One API process of the cluster, asked on its own port (PgBouncer behind it, no proxy). */
function memberProc(cluster: Cluster, index: number): Proc {
  const member = cluster.api[index]!;
  return {
    ...clusterProc(cluster, 1),
    name: `API process ${index + 1} through PgBouncer`,
    url: `http://127.0.0.1:${member.port}`,
    cpuMs: () => cpuMs(member.pid() ?? -1),
  };
}

export const clusterAvailable = () => clusterTools() !== null;

export async function measureCluster(opts: {
  databaseUrl: string;
  jwtSecret: string;
  scenarios: Scenario[];
  baselines: { id: string; title: string; rps: number }[];
  /** One server process straight on PostgreSQL (the main run's set-up). */
  startDirect: () => Promise<Proc>;
  measure: Measure;
  /** Deletes what a write scenario inserted, so the next pass starts from the same state. */
  afterWrite: () => Promise<void>;
  seconds: number;
  processCounts?: number[];
  env: Record<string, string>;
  log: (line: string) => void;
}): Promise<ClusterRow[]> {
  const rows: ClusterRow[] = [];
  const run = async (setup: string, processes: number, proc: Proc, extraCpu: () => number) => {
    for (const s of opts.scenarios) {
      const extra0 = extraCpu();
      // A write scenario is not warmed up: the warm-up would take the places it then books.
      const r = await opts.measure(proc, s, opts.seconds, s.kind !== 'write');
      const extra = extraCpu() - extra0;
      const base = opts.baselines.find((b) => b.id === s.baseline);
      const row: ClusterRow = {
        setup,
        processes,
        scenario: s.title,
        rps: r.rps,
        p99: r.p99,
        errors: r.errors,
        statuses: r.statuses,
        ratio: base ? r.rps / base.rps : undefined,
        baseline: base?.title.split(':')[0],
        cpuMsPerReq: r.cpuMsPerReq,
        topologyCpuMsPerReq: r.requests ? extra / r.requests : undefined,
        dbCpuMsPerReq: r.dbCpuMsPerReq,
      };
      rows.push(row);
      opts.log(
        `  ${`${setup}, ${s.title}`.padEnd(62)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors} ${JSON.stringify(r.statuses)}` +
          `  API cpu ${row.cpuMsPerReq?.toFixed(2) ?? '-'} ms/req  proxy+pooler ${row.topologyCpuMsPerReq?.toFixed(2) ?? '-'} ms/req`,
      );
      if (s.kind === 'write') await opts.afterWrite();
    }
  };

  const direct = await opts.startDirect();
  try {
    await run('direct, 1 process', 1, direct, () => 0);
  } finally {
    await direct.stop();
  }
  for (const processes of opts.processCounts ?? [1, 2, 3]) {
    opts.log(`  starting ${processes} API process(es) behind HAProxy and PgBouncer...`);
    const cluster = await startCluster({
      databaseUrl: opts.databaseUrl,
      processes,
      env: { ...opts.env, JWT_SECRET: opts.jwtSecret },
    });
    const topologyCpu = () => cpuMs(cluster.proxyPid) + cpuMs(cluster.poolerPid);
    try {
      // One process through PgBouncer without the proxy: the pooler's own cost against direct.
      if (processes === 1)
        await run('PgBouncer only, 1', 1, memberProc(cluster, 0), () => cpuMs(cluster.poolerPid));
      await run(
        `HAProxy + PgBouncer, ${processes}`,
        processes,
        clusterProc(cluster, processes),
        topologyCpu,
      );
    } finally {
      await cluster.stop();
    }
  }
  return rows;
}

/** The markdown table of a cluster run. */
export function clusterTable(rows: ClusterRow[]): string {
  const f = (n: number | undefined, d = 2) => (n === undefined ? '-' : n.toFixed(d));
  return [
    '| set-up | scenario | req/s | p99 ms | errors | answers | ratio | API CPU ms/req | proxy + pooler CPU ms/req | PostgreSQL CPU ms/req |',
    '|---|---|---:|---:|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.scenario} | ${Math.round(r.rps).toLocaleString('en')} | ${f(r.p99, 1)} | ${r.errors} | ${Object.entries(
          r.statuses,
        )
          .map(([code, n]) => `${code}: ${n}`)
          .join(
            ', ',
          )} | ${f(r.ratio)} ${r.baseline ? `(${r.baseline})` : ''} | ${f(r.cpuMsPerReq)} | ${f(r.topologyCpuMsPerReq)} | ${f(r.dbCpuMsPerReq)} |`,
    ),
  ].join('\n');
}
