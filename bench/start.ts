// Start-up: how long `npm start` takes to log 'listening', as a developer runs it.
//   cold: the sources changed since the last build (BUILD=always) and the embedded database is
//         new: web and server builds, migrations, demo data;
//   warm: nothing changed and the database exists: the source hash check, then the server.
// The target (README, issue 10): a warm start listens within 3 s on the embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process.ts';

export type StartRun = {
  kind: 'cold' | 'warm';
  /** Wall-clock seconds from `npm start` to the 'listening on' line. */
  seconds: number;
  /** CPU seconds of the server process itself up to that line (user + system). */
  serverCpuSeconds?: number;
  /** Build steps the run reported ('web app: built in 52.1 s'). */
  builds: string[];
};

export type StartReport = {
  runs: StartRun[];
  warmMedian: number;
  cold?: number;
  target: number;
  /** CPU time a busy loop got per second of wall clock just before (1.0: a whole core). */
  cpuShare: number;
};

/**
 * How much of a core this process gets right now: on a shared machine a start that needs 2 s
 * of CPU can take three times as long on the clock, and this says by how much.
 */
function cpuShare(): number {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  let x = 0;
  while (performance.now() - wall0 < 500) for (let i = 0; i < 1e5; i++) x += i % 7;
  const cpu = process.cpuUsage(cpu0);
  return x > 0 ? (cpu.user + cpu.system) / 1000 / (performance.now() - wall0) : 0;
}

const TARGET_SECONDS = 3;

function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs `npm start` once and stops it (SIGINT to its process group) after it listens. */
async function startOnce(kind: StartRun['kind'], dataDir: string, port: number): Promise<StartRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    ...(kind === 'cold' ? { BUILD: 'always' } : {}),
  };
  for (const k of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'PUBLIC_URL', 'WEB_DIST'])
    delete env[k];
  if (kind === 'warm') delete env.BUILD;
  const started = performance.now();
  // Its own process group, so stopping it stops npm, the shell and node together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const builds: string[] = [];
  const result = await new Promise<{ seconds: number }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not listen within 10 min:\n${output.slice(-2000)}`)),
      600_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve({ seconds: (performance.now() - started) / 1000 });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  });
  for (const m of output.matchAll(/^(web app|server): built in ([\d.]+) s/gm))
    builds.push(`${m[1]} built in ${m[2]} s`);
  // The server is the node process running scripts/start.mjs: the newest in the group.
  let serverPid = 0;
  try {
    serverPid = Number(
      execFileSync('pgrep', ['-n', '-g', String(child.pid), 'node'], { encoding: 'utf8' }).trim(),
    );
  } catch {
    // no pgrep: the CPU figure is left out
  }
  const serverCpuSeconds = serverPid ? cpuSeconds(serverPid) : undefined;
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group has already gone
    }
  };
  signal('SIGINT');
  const kill = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
  return { kind, seconds: result.seconds, serverCpuSeconds, builds };
}

export async function measureStart(opts: {
  port: number;
  warmRuns?: number;
  cold?: boolean;
  log: (line: string) => void;
}): Promise<StartReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timeapp-start-'));
  const runs: StartRun[] = [];
  const share = cpuShare();
  opts.log(`  this process got ${(share * 100).toFixed(0)} % of a core in a busy loop just now`);
  const line = (r: StartRun) =>
    opts.log(
      `  ${`${r.kind} start`.padEnd(40)} ${r.seconds.toFixed(2).padStart(7)} s to listening` +
        (r.serverCpuSeconds === undefined
          ? ''
          : `  server cpu ${r.serverCpuSeconds.toFixed(2)} s`) +
        (r.builds.length ? `  (${r.builds.join(', ')})` : ''),
    );
  try {
    if (opts.cold !== false) {
      const cold = await startOnce('cold', dataDir, opts.port);
      line(cold);
      runs.push(cold);
    } else {
      // The database must exist for a warm start: one unmeasured start creates it.
      await startOnce('warm', dataDir, opts.port);
    }
    for (let i = 0; i < (opts.warmRuns ?? 3); i++) {
      const warm = await startOnce('warm', dataDir, opts.port);
      line(warm);
      runs.push(warm);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const warm = runs
    .filter((r) => r.kind === 'warm')
    .map((r) => r.seconds)
    .sort((a, b) => a - b);
  return {
    runs,
    warmMedian: warm[Math.floor(warm.length / 2)]!,
    cold: runs.find((r) => r.kind === 'cold')?.seconds,
    target: TARGET_SECONDS,
    cpuShare: share,
  };
}
