// The soak (`npm run bench -- --only=soak`): the mixed load for 30 minutes against one server
// process, a minute at a time, to see whether a long-running server gets slower or grows.
import { load, type Step } from './load.ts';
import { bookingRequest, cancelRequest, type Scenario, type Tokens } from './scenarios.ts';
import type { Target } from './dataset.ts';
import { rssKb, type Proc } from './server-process.ts';

export const SOAK_MINUTES = 30;
/** Minutes compared at each end: throughput first against last, RSS after warm-up against last. */
const WINDOW = 5;
const MINUTE_S = 60;
const WARMUP_S = 30;

/**
 * What each connection asks, round and round: the read scenarios in the proportions a booking
 * site sees (the business page and a day's slots most), then a booking and its cancellation by
 * the same customer, so places never run out however long it runs.
 */
const READS = [
  'business',
  'slots',
  'slots-48',
  'search-city',
  'availability-14',
  'business',
  'slots',
  'customer-list',
  'owner-week',
  'search-name',
];

export type SoakMinute = {
  minute: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bookings: number;
  /** Server resident memory at the end of the minute (MB). */
  rssMb: number;
  cpuMsPerReq: number;
  dbCpuMsPerReq?: number;
};

export type SoakReport = {
  mix: string;
  connections: number;
  minutes: SoakMinute[];
  /** Mean req/s of the first and the last WINDOW minutes, and the change (last / first - 1). */
  firstRps: number;
  lastRps: number;
  rpsChange: number;
  /** Mean RSS of the WINDOW minutes after warm-up and of the last WINDOW minutes (MB). */
  warmRssMb: number;
  lastRssMb: number;
  rssChange: number;
  met: { throughput: boolean; rss: boolean };
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export async function soak(opts: {
  proc: Proc;
  scenarios: Scenario[];
  spread: Target[];
  tokens: Tokens;
  customers: number;
  minutes: number;
  connections: number;
  dbCpuMs?: () => number;
  log: (line: string) => void;
}): Promise<SoakReport> {
  const byId = new Map(opts.scenarios.map((s) => [s.id, s]));
  // Each step keeps its own counter across the minutes, so every minute asks new questions.
  const reads: Step[] = READS.map((id) => {
    const s = byId.get(id);
    if (!s) throw new Error(`soak: no scenario ${id}`);
    let n = 0;
    return { next: () => s.next(n++) };
  });
  // The first refused booking and cancellation are logged: the error count alone says nothing.
  const told = new Set<string>();
  const firstRefusal = (what: string, status: number, body: string) => {
    if (told.has(what)) return;
    told.add(what);
    opts.log(`  soak: a ${what} answered ${status}: ${body.slice(0, 200)}`);
  };
  let booked = 0;
  // Bookings not yet cancelled (id -> the customer's token). A minute can end between a
  // booking and its cancellation: those are cancelled between minutes, or the customer would
  // find their own booking there when they come round to that slot again (409).
  const open = new Map<string, string>();
  const cancelOpen = async () => {
    for (const [id, token] of open) {
      const req = cancelRequest(id, token);
      const res = await fetch(opts.proc.url + req.path, {
        method: req.method,
        headers: { 'content-type': 'application/json', ...req.headers },
        body: req.body,
      });
      await res.arrayBuffer();
      open.delete(id);
    }
  };
  let b = 0;
  const steps: Step[] = [
    ...reads,
    {
      next: (_i, context) => {
        const k = b++;
        context.token = opts.tokens.customer(k % opts.customers);
        context.id = undefined;
        return bookingRequest(opts.spread[k % opts.spread.length]!, context.token as string);
      },
      onResponse: (status, body, context) => {
        if (status !== 201) {
          firstRefusal('booking', status, body);
          return;
        }
        booked++;
        context.id = (JSON.parse(body) as { data: { _id: string } }).data._id;
        open.set(context.id as string, context.token as string);
      },
    },
    // No booking to cancel (it was refused): start the sequence again.
    {
      onResponse: (status, body, context) => {
        if (status !== 200) firstRefusal('cancellation', status, body);
        else open.delete(context.id as string);
      },
      next: (_i, context) =>
        typeof context.id === 'string' ? cancelRequest(context.id, context.token as string) : null,
    },
  ];

  // Warm-up, as before every scenario: the JIT, the pool and the held-places cache.
  await load({
    url: opts.proc.url,
    connections: opts.connections,
    seconds: WARMUP_S,
    steps,
    expect: [200, 201],
  });
  await cancelOpen();
  const minutes: SoakMinute[] = [];
  for (let m = 1; m <= opts.minutes; m++) {
    const cpu0 = opts.proc.cpuMs();
    const db0 = opts.dbCpuMs?.() ?? 0;
    const booked0 = booked;
    const r = await load({
      url: opts.proc.url,
      connections: opts.connections,
      seconds: MINUTE_S,
      steps,
      expect: [200, 201],
    });
    const cpu1 = opts.proc.cpuMs();
    const db1 = opts.dbCpuMs?.() ?? 0;
    await cancelOpen();
    const row: SoakMinute = {
      minute: m,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
      bookings: booked - booked0,
      rssMb: (rssKb(opts.proc.pid) ?? 0) / 1024,
      cpuMsPerReq: r.requests ? (cpu1 - cpu0) / r.requests : 0,
      dbCpuMsPerReq: opts.dbCpuMs && r.requests ? (db1 - db0) / r.requests : undefined,
    };
    minutes.push(row);
    opts.log(
      `  soak minute ${String(m).padStart(2)}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(0)} ms, ${row.bookings} booked and cancelled, errors ${r.errors}` +
        `${r.errors ? ` ${JSON.stringify(r.statuses)}` : ''}, RSS ${row.rssMb.toFixed(0)} MB, server ${row.cpuMsPerReq.toFixed(2)} ms/req`,
    );
  }
  const window = Math.min(WINDOW, Math.floor(minutes.length / 2));
  const firstRps = mean(minutes.slice(0, window).map((m) => m.rps));
  const lastRps = mean(minutes.slice(-window).map((m) => m.rps));
  const warmRssMb = mean(minutes.slice(window, 2 * window).map((m) => m.rssMb));
  const lastRssMb = mean(minutes.slice(-window).map((m) => m.rssMb));
  const rpsChange = lastRps / firstRps - 1;
  const rssChange = lastRssMb / warmRssMb - 1;
  return {
    mix: `${READS.join(', ')}, then a booking and its cancellation (${opts.connections} connections, each round that sequence)`,
    connections: opts.connections,
    minutes,
    firstRps,
    lastRps,
    rpsChange,
    warmRssMb,
    lastRssMb,
    rssChange,
    met: { throughput: Math.abs(rpsChange) <= 0.1, rss: rssChange <= 0.1 },
  };
}

export function soakMarkdown(
  r: SoakReport,
  when: string,
  machine: string,
  version: string,
): string {
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  const n = r.minutes.length;
  const window = Math.min(WINDOW, Math.floor(n / 2));
  return [
    `# TimeApp soak (${n} minutes)`,
    '',
    `${when} on ${machine}; ${version}. The production build on PostgreSQL, one server process.`,
    '',
    `Mix: ${r.mix}. After ${WARMUP_S} s of warm-up, each minute is its own autocannon run; each step's counter carries on, so no minute repeats another's questions.`,
    '',
    '| target | measured | met |',
    '|---|---|---|',
    `| throughput of the last ${window} minutes within 10 % of the first ${window} | ${r.firstRps.toFixed(0)} -> ${r.lastRps.toFixed(0)} req/s (${pct(r.rpsChange)}) | ${r.met.throughput ? 'yes' : 'no'} |`,
    `| RSS flat after warm-up: the last ${window} minutes at most 10 % above minutes ${window + 1}-${2 * window} | ${r.warmRssMb.toFixed(0)} -> ${r.lastRssMb.toFixed(0)} MB (${pct(r.rssChange)}) | ${r.met.rss ? 'yes' : 'no'} |`,
    '',
    '| minute | req/s | p50 ms | p99 ms | errors | booked and cancelled | RSS MB | server CPU ms/req | PostgreSQL CPU ms/req |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.minutes.map(
      (m) =>
        `| ${m.minute} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.errors} | ${m.bookings} | ${m.rssMb.toFixed(0)} | ${m.cpuMsPerReq.toFixed(2)} | ${m.dbCpuMsPerReq?.toFixed(2) ?? '-'} |`,
    ),
    '',
  ].join('\n');
}
