import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved here, so the child may run in any working directory.
const tsxLoader = import.meta.resolve('tsx');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process under test: the TimeApp server or a baseline server, on its own port and cores. */
export type Proc = {
  name: string;
  pid: number;
  url: string;
  /** Milliseconds from spawn to ready (start-up, which a CPU profile summary leaves out). */
  startupMs: number;
  /** Peak resident memory since the last reset (kB), from /proc/<pid>/status VmHWM. */
  peakRssKb(): number | null;
  /** Starts a fresh peak window (writes 5 to clear_refs; falls back to sampling VmRSS). */
  resetPeak(): void;
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
  output(): string;
};

function readStatus(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Resident memory of process `pid` now (kB), or null once it has gone. */
export const rssKb = (pid: number) => readStatus(pid, 'VmRSS');

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system) process `pid` has used so far, in ms; NaN once it has gone. */
export function cpuMs(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * CPU time of every local PostgreSQL process (backends, WAL writer, checkpointer), in ms.
 * Other users of the same PostgreSQL add to it, so it is a diagnostic, not a measurement.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, and cutime, cstime: a backend that has exited (pgbench's at the end of a
      // run) is counted in the postmaster's children's times once reaped.
      const ticks = [11, 12, 13, 14].reduce((a, i) => a + Number(fields[i]), 0);
      total += (ticks * 1000) / TICKS_PER_SECOND;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export async function startProcess(opts: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string | undefined>;
  readyPath: string;
  /** Working directory: a scratch one keeps a developer's .env out of the measured server. */
  cwd?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<Proc> {
  // A process left over from an interrupted run would answer the readiness check in place of
  // the new one, and be measured instead of it.
  const taken = await fetch(`http://127.0.0.1:${opts.port}${opts.readyPath}`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`port ${opts.port} already answers: stop what is listening there first`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...opts.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
  };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(opts.nodeArgs ?? []),
      // The built server is JavaScript; the baselines (and BENCH_SERVER sources) are TypeScript.
      ...(opts.script.endsWith('.ts') ? ['--import', tsxLoader] : ['--enable-source-maps']),
      opts.script,
    ],
    {
      cwd: opts.cwd ?? repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code ?? -1;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const spawnedAt = performance.now();
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (exited !== null)
      throw new Error(`${opts.name} exited (${exited}) before it was ready:\n${log.slice(-3000)}`);
    try {
      const res = await fetch(url + opts.readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${opts.name} not ready after ${opts.timeoutMs ?? 60_000} ms:\n${log.slice(-3000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const pid = child.pid!;
  let sampledPeak = 0;
  let canClear = true;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, readStatus(pid, 'VmRSS') ?? 0);
  }, 100);
  sampler.unref();
  return {
    name: opts.name,
    pid,
    url,
    startupMs: performance.now() - spawnedAt,
    peakRssKb() {
      const hwm = readStatus(pid, 'VmHWM');
      const rss = readStatus(pid, 'VmRSS') ?? 0;
      // VmHWM is exact when it could be reset; otherwise it is the lifetime peak, so use samples.
      return canClear && hwm !== null ? hwm : Math.max(sampledPeak, rss) || null;
    },
    resetPeak() {
      sampledPeak = readStatus(pid, 'VmRSS') ?? 0;
      try {
        // Linux: 5 resets the peak resident set size (VmHWM) to the current one.
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        canClear = false;
      }
    },
    cpuMs: () => cpuMs(pid),
    async stop() {
      clearInterval(sampler);
      if (exited === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exit;
        clearTimeout(timer);
      }
    },
    output: () => log,
  };
}
