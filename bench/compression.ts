// What compressing JSON answers costs the server: the same list answer (search by city and
// category, about 20 businesses) against a server with COMPRESSION=on, asked as Chromium asks
// (brotli preferred) and as a gzip-only client, and against one with COMPRESSION=off. The
// figure to read is the server's CPU per request; bytes per answer is what it buys.
// Every pass runs at the same fixed rate, and the server's idle CPU (timers, the outbox poll,
// the metrics' event-loop monitor), measured just before, is taken out: otherwise a pass that
// happened to get less of a busy machine would look costlier per request.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type LoadResult, type Req } from './load.ts';
import type { Proc } from './server-process.ts';

export type CompressionRow = {
  mode: 'off' | 'br' | 'gzip';
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerReq?: number;
  /** Mean bytes of an answer as received, headers included. */
  bytesPerAnswer?: number;
  /** Requests per second offered (the same for every pass). */
  rate: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const chromium = 'gzip, deflate, br, zstd';

export async function measureCompression(opts: {
  startServer: (env: Record<string, string>) => Promise<Proc>;
  next: (i: number) => Req;
  connections: number;
  seconds: number;
  warmup: number;
  /** Offered req/s for every pass (open loop): low enough for a busy two-core machine. */
  rate?: number;
  log: (line: string) => void;
}): Promise<CompressionRow[]> {
  const rate = opts.rate ?? 100;
  const rows: CompressionRow[] = [];
  const passes: Array<{
    server: 'on' | 'off';
    mode: CompressionRow['mode'];
    accept: string;
    title: string;
  }> = [
    {
      server: 'off',
      mode: 'off',
      accept: chromium,
      title: 'COMPRESSION=off (browser asks for br)',
    },
    { server: 'on', mode: 'br', accept: chromium, title: 'COMPRESSION=on, brotli (browsers)' },
    { server: 'on', mode: 'gzip', accept: 'gzip', title: 'COMPRESSION=on, gzip-only client' },
  ];
  let proc: Proc | null = null;
  let running: 'on' | 'off' | null = null;
  try {
    for (const pass of passes) {
      if (running !== pass.server) {
        await proc?.stop();
        proc = await opts.startServer({ COMPRESSION: pass.server });
        running = pass.server;
      }
      const next = (i: number): Req => {
        const r = opts.next(i);
        return { ...r, headers: { ...r.headers, 'accept-encoding': pass.accept } };
      };
      const spec = { url: proc!.url, connections: opts.connections, next, expect: [200] };
      await load({ ...spec, seconds: opts.warmup });
      const idle0 = proc!.cpuMs();
      const idleStart = performance.now();
      await sleep(2000);
      const idleMsPerMs = (proc!.cpuMs() - idle0) / (performance.now() - idleStart);
      const cpu0 = proc!.cpuMs();
      const started = performance.now();
      const r: LoadResult = await load({ ...spec, seconds: opts.seconds, overallRate: rate });
      const busy = proc!.cpuMs() - cpu0 - idleMsPerMs * (performance.now() - started);
      const row: CompressionRow = {
        mode: pass.mode,
        title: pass.title,
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        errors: r.errors,
        cpuMsPerReq: r.requests ? Math.max(0, busy) / r.requests : undefined,
        bytesPerAnswer: r.requests ? r.bytes / r.requests : undefined,
        rate,
      };
      opts.log(
        `  ${row.title.padEnd(40)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${row.p99.toFixed(1)} ms  ` +
          `cpu ${row.cpuMsPerReq?.toFixed(3)} ms/req  ${row.bytesPerAnswer?.toFixed(0)} B/answer  errors ${row.errors}`,
      );
      rows.push(row);
    }
  } finally {
    await proc?.stop();
  }
  return rows;
}

export type BundleSizes = { file: string; raw: number; br?: number; gz?: number };

/** The entry script index.html loads, and its pre-compressed copies (what a first visit gets). */
export function mainBundleSizes(webDist: string): BundleSizes | undefined {
  const html = path.join(webDist, 'index.html');
  if (!existsSync(html)) return undefined;
  const src = readFileSync(html, 'utf8').match(/<script[^>]+src="\/?([^"]+\.js)"/)?.[1];
  if (!src) return undefined;
  const file = path.join(webDist, src);
  const size = (f: string) => (existsSync(f) ? statSync(f).size : undefined);
  return { file: src, raw: size(file) ?? 0, br: size(`${file}.br`), gz: size(`${file}.gz`) };
}
