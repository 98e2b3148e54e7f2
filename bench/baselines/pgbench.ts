import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_OWNER_EMAIL } from '../dataset.ts';

// Write ceiling: pgbench runs the booking statement the server runs
// (apps/server/src/modules/appointments/repository/booking.ts bookPlace): one call of the
// book_place function (advisory lock on the slot, count, insert; migration 0004) that also queues
// the owner's e-mail in the outbox, from 50 clients, with no HTTP and no JavaScript in the way.
// The slot and customer come from lookup tables (bench_targets, bench_customers) in one query
// first, as the server reads business, section and people before it books.
const lookup = (kind: 'spread' | 'storm', slot: string) => `
\\set cust random(0, :ncust - 1)
${slot}
select t.section_id, t.business_id, t.adate, t.atime, t.iso, t.cap, c.id as uid
  from bench_targets t, bench_customers c
 where t.kind = '${kind}' and t.n = :slot and c.n = :cust \\gset
`;
// The live events the server's statement also inserts when the place is taken (migration
// 0005: an events row for the owner and customer and one for everyone watching the slot). Until
// migration 0013 a trigger sent each as a NOTIFY inside the transaction; the server now
// publishes them after the commit, batched. Only the diagnostic `spread-events` script has them.
const events = `, published as (
  insert into events (type, owner_id, customer_id, section_id, slot_date, data)
  select e.* from booked,
    (values ('appointment.created', :uid::uuid, :uid::uuid, :section_id::uuid, :adate::text,
             jsonb_build_object('by', 'customer', 'status', 0)),
            ('slots.changed', null::uuid, null::uuid, :section_id::uuid, :adate::text,
             jsonb_build_object('changed', true))) as e(type, owner_id, customer_id, section_id, slot_date, data)
   where booked.result = 'booked'
)`;
const book = (capacity: string, withEvents = false) => `
with booked as (
  select * from book_place(gen_random_uuid(), :uid::uuid, :business_id::uuid, :section_id::uuid,
    :adate::text, :atime::text, :iso::timestamptz, 'bench'::text, ${capacity},
    :section_id::text || '|' || :iso)
), queued as (
  insert into outbox ("to", subject, text, html, links)
  select '${BENCH_OWNER_EMAIL}', 'New booking', 'A customer booked.', '<p>A customer booked.</p>', '[]'::jsonb
    from booked where booked.result = 'booked'
)${withEvents ? events : ''}
select result, booked_at from booked;
`;

// A booking by service (apps/server/src/modules/appointments/commands/book-service.ts): in one
// transaction, the booking function with no slot capacity (the member is the capacity) and the
// owner's e-mail, then the member, service and blocked stretch set on the new row, which the
// exclusion constraint appointments_member_no_overlap checks (drizzle/0024). Each transaction
// takes its own half-hour of one member from a sequence (far ahead, so it never meets the
// diary or the HTTP scenario's bookings) and a random customer, after one lookup query. (No
// colon may appear in a literal here: pgbench reads ':name' as a variable even inside quotes.)
const bookService = `
\\set cust random(0, :ncust - 1)
select nextval('bench_service_seq') - 1 as k \\gset
select gen_random_uuid() as aid, m.id as member_id, c.id as uid, s.section_id, s.business_id,
       s.service_id, x.d::text as adate, substr(x.t::text, 1, 5) as atime,
       ((x.d + x.t) at time zone 'Pacific/Auckland')::text as iso
  from bench_team s, bench_members m, bench_customers c,
       (select current_date + 400 + (:k::int / 35) as d,
               time '09:00' + ((:k::int / 5) % 7) * interval '30 minutes' as t) x
 where m.n = :k::int % 5 and c.n = :cust::int \\gset
begin;
with booked as (
  select * from book_place(:aid::uuid, :uid::uuid, :business_id::uuid, :section_id::uuid,
    :adate::text, :atime::text, :iso::timestamptz, 'bench'::text, null::int,
    :section_id::text || '|' || :iso)
), queued as (
  insert into outbox ("to", subject, text, html, links)
  select '${BENCH_OWNER_EMAIL}', 'New booking', 'A customer booked.', '<p>A customer booked.</p>', '[]'::jsonb
    from booked where booked.result = 'booked'
)
select result, booked_at from booked;
update appointments
   set service_id = :service_id::uuid, member_id = :member_id::uuid,
       ends_at = :iso::timestamptz + interval '30 minutes',
       blocked_from = :iso::timestamptz, blocked_to = :iso::timestamptz + interval '30 minutes'
 where id = :aid::uuid;
end;
`;

export const pgbenchScripts = {
  service: bookService,
  // Spread: a random one of the 1,000 slots, with no capacity (null, as request mode): pgbench
  // runs for a fixed time and would otherwise fill the slots and measure the cheaper sold-out
  // path instead. A customer who already holds the slot gets 'already-booked', as on the server.
  spread: `${lookup('spread', '\\set slot random(0, 999)')}${book('null::int')}`,
  // Hot: every client on the storm slot (capacity 3): after three bookings this is the sold-out
  // path (lock, count, no insert), the same work the server does for a 409 'slot full'.
  hot: `${lookup('storm', '\\set slot 0')}${book(':cap::int')}`,
  // Diagnostic: spread with the live events too, i.e. the server's whole booking statement.
  'spread-events': `${lookup('spread', '\\set slot random(0, 999)')}${book('null::int', true)}`,
};

export type PgbenchResult = {
  tps: number;
  p50: number;
  p99: number;
  transactions: number;
  failed: number;
  seconds: number;
  command: string;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function runPgbench(opts: {
  url: string;
  script: keyof typeof pgbenchScripts;
  clients: number;
  seconds: number;
  customers: number;
}): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-pgbench-'));
  try {
    const file = path.join(dir, `${opts.script}.sql`);
    writeFileSync(file, pgbenchScripts[opts.script]);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(opts.clients),
      '-j',
      '2',
      '-T',
      String(opts.seconds),
      '-D',
      `ncust=${opts.customers}`,
      '-f',
      file,
      '-l',
      `--log-prefix=${path.join(dir, 'tx')}`,
      opts.url,
    ];
    const { code, out } = await new Promise<{ code: number; out: string }>((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d));
      child.stderr.on('data', (d: Buffer) => (out += d));
      child.on('error', reject);
      child.on('exit', (c) => resolve({ code: c ?? -1, out }));
    });
    const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? NaN);
    const processed = Number(
      out.match(/number of transactions actually processed: (\d+)/)?.[1] ?? 0,
    );
    const failed = Number(out.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
    if (code !== 0 || !Number.isFinite(tps))
      throw new Error(`pgbench failed (${code}):\n${out.slice(-2000)}`);
    // Per-transaction log: client tx_no latency_us script_no epoch epoch_us.
    const latencies: number[] = [];
    for (const f of readdirSync(dir).filter((n) => n.startsWith('tx.'))) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      transactions: processed,
      failed,
      seconds: opts.seconds,
      command: `pgbench ${args.slice(0, -4).join(' ').replace(dir, '<tmp>')} ${opts.script}.sql`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
