import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** A server started as its own process (`src/main.ts` through tsx), as production runs it. */
export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<PORT>` (meaningful when `PORT` was given). */
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  log: () => string;
  /** Resolves with the exit code once the process has closed (its last lines read). */
  exited: Promise<number | null>;
  /** The first match of `pattern` in the log; throws if the process exits or `ms` pass first. */
  waitForLog: (pattern: RegExp, ms?: number) => Promise<RegExpMatchArray>;
  /** SIGKILL unless it already ended; resolves when it has. */
  kill: () => Promise<void>;
};

/**
 * Spawns the server with exactly `env` (the caller decides what to inherit) and, unless told
 * not to, waits until it logs 'listening on' or exits, whichever comes first.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  o: { waitUntilListening?: boolean; startMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  // 'close', not 'exit': the process's last log lines are read by then.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  let closed = false;
  void exited.then(() => (closed = true));
  const waitForLog = async (pattern: RegExp, ms = 60_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const m = log.match(pattern);
      if (m) return m;
      if (closed) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the log:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const server: ServerProcess = {
    child,
    base: `http://127.0.0.1:${env.PORT ?? 0}`,
    log: () => log,
    exited,
    waitForLog,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  if (o.waitUntilListening ?? true) {
    const deadline = Date.now() + (o.startMs ?? 120_000);
    while (!/listening on/.test(log) && !closed && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}
