// Live-event streams (GET /api/v1.1/events, docs/decisions/010-live-events.md):
//   connected: how many streams one server process holds, and its resident memory while it
//              does (target 5,000 streams with RSS <= 300 MB);
//   fan-out:   from the commit of one event to its arrival on the last of 1,000 streams
//              watching the same section day (p50 and p99 over the events sent).
// `npm run bench -- --only=streams`. The server is the production build on its own PostgreSQL
// database (timeapp_bench_streams); the streams are plain HTTP connections from this process.
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTokens } from '../apps/server/src/lib/tokens.ts';
import { ensureDatabase } from './db.ts';
import type { Proc } from './server-process.ts';

export type StreamsReport = {
  /** The machine's 1-minute load average when the scenario started (2 cores: above 2 is queueing). */
  loadAverage: number;
  target: { streams: number; rssMb: number };
  connected: number;
  refused: number;
  connectSeconds: number;
  /** Server RSS with no stream, and with every stream open (MB). */
  idleRssMb: number | null;
  rssMb: number | null;
  fanOut: { streams: number; events: number; p50Ms: number; p99Ms: number; maxMs: number };
};

const TARGET_STREAMS = 5000;
const TARGET_RSS_MB = 300;
const FAN_OUT_STREAMS = 1000;
/** The server allows 20 streams per account per process: 5,000 streams need 250 accounts. */
const STREAMS_PER_ACCOUNT = 20;

type Client = { req: http.ClientRequest; received: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** The bench's own database for this scenario, on the PostgreSQL `benchUrl` points at. */
export function streamsDatabaseUrl(benchUrl: string): string {
  const url = new URL(benchUrl);
  url.pathname = '/timeapp_bench_streams';
  return url.toString();
}

export async function measureStreams(o: {
  databaseUrl: string;
  secret: string;
  start: (env: Record<string, string | undefined>) => Promise<Proc>;
  log: (line: string) => void;
  streams?: number;
  events?: number;
}): Promise<StreamsReport> {
  const total = o.streams ?? TARGET_STREAMS;
  const eventCount = o.events ?? 100;
  const loadAverage = os.loadavg()[0]!;
  await ensureDatabase(o.databaseUrl);
  const proc = await o.start({ DATABASE_URL: o.databaseUrl });
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const clients: Client[] = [];
  try {
    // Accounts straight in the database (the server migrated it on start), tokens signed with
    // the server's secret: signing in 250 times would measure scrypt.
    const accounts = Math.ceil(total / STREAMS_PER_ACCOUNT);
    await db.query(`delete from users where email like 'stream%@bench.test'`);
    const rows = await db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, verified)
       select 'stream' || n || '@bench.test', 'x', 'Stream', 'Reader', true
         from generate_series(1, $1::int) n returning id`,
      [accounts],
    );
    const tokens = createTokens(o.secret);
    const signed = await Promise.all(
      rows.rows.map((r) => tokens.sign({ id: r.id, verified: true })),
    );
    const sectionId = randomUUID();
    const date = '2030-01-07';
    const url = new URL('/api/v1.1/events', proc.url);
    const port = Number(url.port);

    const open = (i: number, watch: boolean) =>
      new Promise<boolean>((resolve) => {
        const client: Client = { req: undefined as unknown as http.ClientRequest, received: 0 };
        client.req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/v1.1/events${watch ? `?watch=${sectionId}:${date}` : ''}`,
            agent: false,
            headers: {
              accept: 'text/event-stream',
              authorization: `Bearer ${signed[i % signed.length]!}`,
            },
          },
          (res) => {
            if (res.statusCode !== 200) {
              res.resume();
              return resolve(false);
            }
            res.setEncoding('utf8');
            let tail = '';
            res.on('data', (chunk: string) => {
              const text = tail + chunk;
              const parts = text.split('event: slots.changed\n');
              client.received += parts.length - 1;
              tail = parts.at(-1)!.slice(-40);
              for (let k = 0; k < parts.length - 1; k++) arrived(client);
            });
            clients.push(client);
            resolve(true);
          },
        );
        client.req.on('error', () => resolve(false));
      });

    // Arrival times per event number, filled as the streams receive them.
    let sentAt = 0;
    let current: number[] = [];
    const arrived = (client: Client) => {
      if (client.received > 0) current.push(performance.now() - sentAt);
    };

    proc.resetPeak();
    const idleRssMb = mb(proc.peakRssKb());
    const t0 = performance.now();
    let connected = 0;
    let refused = 0;
    // The fan-out audience first, then the rest, 100 connections at a time.
    for (let i = 0; i < total; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, total - i) }, (_, k) =>
          open(i + k, i + k < FAN_OUT_STREAMS),
        ),
      );
      for (const ok of batch)
        if (ok) connected++;
        else refused++;
    }
    const connectSeconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const rssMb = mb(proc.peakRssKb());
    o.log(
      `  connected ${connected} streams (${refused} refused) in ${connectSeconds.toFixed(1)} s; server RSS ${idleRssMb?.toFixed(0)} MB -> ${rssMb?.toFixed(0)} MB`,
    );

    // Fan-out: one slot event at a time, committed by its own statement and then published
    // with pg_notify as the server's publisher does (an array of stored events, decision 023);
    // the time is from just before the insert to the last of the watching streams receiving it.
    const lastArrivals: number[] = [];
    const watching = Math.min(FAN_OUT_STREAMS, connected);
    for (let e = 0; e < eventCount; e++) {
      current = [];
      sentAt = performance.now();
      await db.query(
        `with stored as (
           insert into events (type, owner_id, customer_id, section_id, slot_date, data)
           values ('slots.changed', null, null, $1::uuid, $2, $3::jsonb) returning *)
         select pg_notify('timeapp_events', json_build_array(json_build_object('id', id,
                  'at', created_at, 'type', type, 'ownerId', owner_id, 'customerId', customer_id,
                  'sectionId', section_id, 'slotDate', slot_date, 'data', data))::text)
           from stored`,
        [sectionId, date, JSON.stringify({ businessId: sectionId, sectionId, date })],
      );
      const deadline = performance.now() + 10_000;
      while (current.length < watching && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 2));
      if (current.length >= watching) lastArrivals.push(Math.max(...current));
      await new Promise((r) => setTimeout(r, 100));
    }
    lastArrivals.sort((a, b) => a - b);
    const fanOut = {
      streams: watching,
      events: lastArrivals.length,
      p50Ms: percentile(lastArrivals, 0.5),
      p99Ms: percentile(lastArrivals, 0.99),
      maxMs: lastArrivals.at(-1) ?? NaN,
    };
    o.log(
      `  fan-out to ${watching} streams: last arrival p50 ${fanOut.p50Ms.toFixed(1)} ms, p99 ${fanOut.p99Ms.toFixed(1)} ms, max ${fanOut.maxMs.toFixed(1)} ms (${fanOut.events}/${eventCount} events reached every stream)`,
    );
    return {
      loadAverage,
      target: { streams: TARGET_STREAMS, rssMb: TARGET_RSS_MB },
      connected,
      refused,
      connectSeconds,
      idleRssMb,
      rssMb: mb(proc.peakRssKb()),
      fanOut,
    };
  } finally {
    for (const c of clients) c.req.destroy();
    await db.query(`delete from events`).catch(() => {});
    await db.query(`delete from users where email like 'stream%@bench.test'`).catch(() => {});
    await db.end();
    await proc.stop();
  }
}

const mb = (kb: number | null) => (kb === null ? null : kb / 1024);

/** The scenario's lines for bench/results/streams.md. */
export function streamsMarkdown(r: StreamsReport, when: string, machine: string): string {
  const ok = (pass: boolean) => (pass ? 'within target' : 'over target');
  return [
    '# Live-event streams',
    '',
    `${when}; ${machine}; load average ${r.loadAverage.toFixed(1)} at the start. \`npm run bench -- --only=streams\` (bench/streams.ts).`,
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    `| streams connected to one process | ${r.connected} (${r.refused} refused) in ${r.connectSeconds.toFixed(1)} s | ${r.target.streams} |`,
    `| server RSS, idle -> all streams open | ${r.idleRssMb?.toFixed(0)} MB -> ${r.rssMb?.toFixed(0)} MB (${ok((r.rssMb ?? Infinity) <= r.target.rssMb)}) | <= ${r.target.rssMb} MB |`,
    `| fan-out, commit to the last of ${r.fanOut.streams} streams, p50 | ${r.fanOut.p50Ms.toFixed(1)} ms | |`,
    `| fan-out p99 (max) over ${r.fanOut.events} events | ${r.fanOut.p99Ms.toFixed(1)} ms (${r.fanOut.maxMs.toFixed(1)} ms) | |`,
    '',
  ].join('\n');
}
