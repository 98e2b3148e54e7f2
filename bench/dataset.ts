import { categoryNouns, namePrefixes, placeRows } from './places.ts';
import type { Sql } from './db.ts';

/** Bump when the generator changes shape, so an old dataset is regenerated rather than reused. */
const GENERATOR_VERSION = 5;
/** Data is laid out around a date; after this many days it is stale (bookings must be future). */
const MAX_AGE_DAYS = 14;

export type Sizes = {
  businesses: number;
  sections: number;
  customers: number;
  appointments: number;
};

export const fullSizes: Sizes = {
  businesses: 10_000,
  sections: 20_000,
  customers: 50_000,
  appointments: 1_000_000,
};
export const quickSizes: Sizes = {
  businesses: 1_000,
  sections: 2_000,
  customers: 5_000,
  appointments: 100_000,
};
export const pgliteSizes: Sizes = {
  businesses: 1_000,
  sections: 2_000,
  customers: 5_000,
  appointments: 100_000,
};

export type DatasetInfo = {
  sizes: Sizes;
  /** Rows actually present (the generator may drop a handful that would not fit a section's grid). */
  rows: Sizes;
  /** Business-local date the six-months-back, six-months-ahead window is centred on. */
  anchor: string;
  reused: boolean;
  seconds: number;
  steps: { step: string; seconds: number }[];
};

/** Fixed ids: the bench derives every id from an index with md5, in SQL and in TypeScript alike. */
export const benchIds = {
  owner: 'bench-owner',
  business: 'bench-business',
  spreadSection: (k: number) => `bench-spread-${k}`,
  storm: 'bench-storm',
  sized: (slots: number) => `bench-slots-${slots}`,
  team: 'bench-team',
  member: (m: number) => `bench-member-${m}`,
  service: (k: number) => `bench-service-${k}`,
};

/**
 * The team section of the bench business (issue 28's performance targets): 5 members, each
 * working every day 09:00-12:30 and 13:30-17:30 (lunch is the gap), and 20 services of 15 to
 * 180 minutes, some with buffers, starting every 15 minutes. Service 0 (30 minutes, no buffers)
 * is done by everyone; service k > 0 by the members m with (k + m) % 5 != 0. For the next
 * TEAM_DIARY_DAYS days, 3 of every 5 half-hours of each member's roster are booked (60 %), in a
 * pattern that moves with the member and the day.
 */
export const TEAM_MEMBERS = 5;
export const TEAM_SERVICES = 20;
export const TEAM_DIARY_DAYS = 14;
/** Half-hour blocks of a member's day: 7 in the morning (09:00-12:30), 8 after lunch. */
export const TEAM_BLOCKS = 15;
/**
 * The service booking scenario books free half-hours from this many days ahead (no diary
 * there), over this many days: 70 x 15 blocks x 5 members = 5,250 bookings, more than a full
 * run at the rates measured, so it measures its whole window instead of stopping early.
 */
export const TEAM_BOOKING_FROM = 15;
export const TEAM_BOOKING_DAYS = 70;
export const teamBlockTime = (b: number) => {
  const minute = b < 7 ? 540 + 30 * b : 810 + 30 * (b - 7);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};
const teamBlockMinuteSql = (b: string) =>
  `(case when ${b} < 7 then 540 + 30 * ${b} else 810 + 30 * (${b} - 7) end)`;
const TEAM_DURATIONS = [
  30, 45, 60, 90, 120, 15, 30, 45, 60, 75, 90, 120, 150, 180, 20, 40, 45, 60, 30, 105,
];
/**
 * Sections of the bench business with fixed day shapes, for the slots scenarios: 16, 48 and 96
 * slots a day, 4 places each, open every day (opening, closing, slot minutes).
 */
export const SIZED_SECTIONS = [
  { slots: 16, open: '09:00', close: '17:00', minutes: 30 },
  { slots: 48, open: '08:00', close: '20:00', minutes: 15 },
  { slots: 96, open: '06:00', close: '22:00', minutes: 10 },
] as const;
export const SIZED_CAPACITY = 4;
/** Days ahead (from today) that the sized sections carry bookings for, and the scenarios ask. */
export const SIZED_DAYS = 60;
const benchBusiness = `md5('${benchIds.business}')::uuid`;
export const SPREAD_SECTIONS = 10;
export const SPREAD_CAPACITY = 10;
export const STORM_CAPACITY = 3;
export const BENCH_OWNER_EMAIL = 'bench-owner@bench.timeapp.test';

export const nzToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(lit).join(',')}]::text[]`;
const hhmm = (expr: string) =>
  `(lpad(((${expr}) / 60)::text, 2, '0') || ':' || lpad(((${expr}) % 60)::text, 2, '0'))`;

const weekPatterns = [
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
];
const isoDow = (day: string) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day) + 1;

const firstNames = [
  'Aroha',
  'James',
  'Mere',
  'Oliver',
  'Ngaio',
  'Jack',
  'Anahera',
  'Liam',
  'Charlotte',
  'Wiremu',
  'Isla',
  'Noah',
  'Amelia',
  'Hemi',
  'Olivia',
  'Leo',
  'Mia',
  'Tama',
  'Sophie',
  'Lucas',
];
const lastNames = [
  'Smith',
  'Wilson',
  'Ngata',
  'Brown',
  'Taylor',
  'Walker',
  'Parata',
  'Thompson',
  'Clarke',
  'Tane',
  'Robinson',
  'Patel',
  'Campbell',
  'Singh',
  'Young',
  'Harris',
  'Kingi',
  'Lee',
  'Martin',
  'King',
];
const reasons = [
  'Haircut',
  'Colour and cut',
  'Check-up',
  'Consultation',
  'Massage',
  'Follow-up',
  '',
];
const sectionNames = [
  'Stylists',
  'Chair 2',
  'Room A',
  'Express',
  'Seniors',
  'Treatments',
  'Studio',
];

async function readMeta(
  sql: Sql,
): Promise<{ version: number; sizes: Sizes; rows: Sizes; anchor: string } | null> {
  await sql.query(
    'create table if not exists bench_meta (key text primary key, value jsonb not null)',
  );
  const rows = await sql.query<{
    value: { version: number; sizes: Sizes; rows: Sizes; anchor: string };
  }>("select value from bench_meta where key = 'dataset'");
  return rows[0]?.value ?? null;
}

const sameSizes = (a: Sizes, b: Sizes) =>
  a.businesses === b.businesses &&
  a.sections === b.sections &&
  a.customers === b.customers &&
  a.appointments === b.appointments;

/**
 * Loads the dataset unless an identical one (same sizes, same generator, laid out around a
 * recent enough date) is already there. `acceptAny`: any fresh dataset will do (quick mode
 * happily reuses the full one).
 */
export async function prepareDataset(
  sql: Sql,
  sizes: Sizes,
  opts: { acceptAny?: boolean; fresh?: boolean; log?: (line: string) => void } = {},
): Promise<DatasetInfo> {
  const log = opts.log ?? (() => {});
  const today = nzToday();
  const meta = await readMeta(sql);
  const fresh =
    meta &&
    meta.version === GENERATOR_VERSION &&
    Math.abs(Date.parse(today) - Date.parse(meta.anchor)) <= MAX_AGE_DAYS * 86_400_000;
  if (fresh && !opts.fresh && (sameSizes(meta.sizes, sizes) || opts.acceptAny)) {
    log(`dataset: reusing ${describe(meta.rows)} (anchor ${meta.anchor})`);
    return {
      sizes: meta.sizes,
      rows: meta.rows,
      anchor: meta.anchor,
      reused: true,
      seconds: 0,
      steps: [],
    };
  }
  log(`dataset: generating ${describe(sizes)} on ${sql.engine}...`);
  const started = performance.now();
  const steps: DatasetInfo['steps'] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    const seconds = (performance.now() - t) / 1000;
    steps.push({ step: name, seconds });
    log(`  ${name}: ${seconds.toFixed(1)} s`);
  };
  const rows = await generate(sql, sizes, today, step);
  const seconds = (performance.now() - started) / 1000;
  await sql.query(
    `insert into bench_meta (key, value) values ('dataset', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ version: GENERATOR_VERSION, sizes, rows, anchor: today, seconds })],
  );
  log(`dataset: ${describe(rows)} generated in ${seconds.toFixed(1)} s`);
  return { sizes, rows, anchor: today, reused: false, seconds, steps };
}

export const describe = (s: Sizes) =>
  `${s.businesses.toLocaleString('en')} businesses, ${s.sections.toLocaleString('en')} sections, ` +
  `${s.customers.toLocaleString('en')} customers, ${s.appointments.toLocaleString('en')} appointments`;

async function generate(
  sql: Sql,
  sizes: Sizes,
  anchor: string,
  step: (name: string, run: () => Promise<unknown>) => Promise<void>,
): Promise<Sizes> {
  const B = sizes.businesses;
  const S = sizes.sections;
  const C = sizes.customers;
  const perSection = sizes.appointments / S;
  // One section in ten is popular: it takes about 55 % of the appointments.
  const light = Math.max(1, Math.floor(perSection / 2));
  const heavy = Math.max(1, Math.round(perSection * 10 - 9 * light));
  const from = addDays(anchor, -182);
  const to = addDays(anchor, 182);
  const year = Number(anchor.slice(0, 4));
  const holidays = [year - 1, year].flatMap((y) => [
    `${y}-12-25`,
    `${y}-12-26`,
    `${y + 1}-01-01`,
    `${y + 1}-01-02`,
  ]);

  // Bulk load: foreign-key triggers off (ids are derived consistently below) and the
  // appointments' secondary indexes rebuilt once at the end instead of maintained per row.
  let replica = false;
  try {
    await sql.query('set session_replication_role = replica');
    replica = true;
  } catch {
    // Not a superuser: foreign keys are checked row by row, slower but correct.
  }
  // The planner's estimates over generate_series are wild: JIT would cost seconds, not save them.
  await sql.query('set jit = off').catch(() => {});
  await sql.query('set synchronous_commit = off').catch(() => {});
  await sql
    .query(`set maintenance_work_mem = '${sql.engine === 'pglite' ? '64MB' : '256MB'}'`)
    .catch(() => {});

  await step('truncate', () =>
    sql.query(
      'truncate appointments, favorites, ratings, referrals, password_resets, outbox, rate_limits, sections, businesses, users cascade',
    ),
  );
  // The appointments' secondary indexes, primary key, and the foreign keys pointing at it
  // (appointment changes and notes, emptied by the truncate's cascade) are dropped for the
  // load and rebuilt at the end. What is dropped is written down first (bench_dropped), so a
  // run that fails in between leaves the next run what to rebuild.
  await sql.query(
    `create table if not exists bench_dropped (name text primary key, kind text not null, tab text not null, def text not null)`,
  );
  await sql.query(`
    insert into bench_dropped (name, kind, tab, def)
    select indexname, 'index', 'appointments', indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'appointments' and indexname <> 'appointments_pkey'
    union all
    select conname, case contype when 'p' then 'key' else 'foreign' end, conrelid::regclass::text,
           pg_get_constraintdef(oid)
      from pg_constraint
     where (conrelid = 'appointments'::regclass and contype = 'p')
        or (confrelid = 'appointments'::regclass and contype = 'f')
    on conflict (name) do nothing`);
  // An index that backs a constraint goes with it or not at all: the exclusion constraint
  // appointments_member_no_overlap (drizzle/0024) stays (the generated rows have no member).
  await sql.query(`
    delete from bench_dropped
     where kind = 'index'
       and name in (select conname from pg_constraint where conrelid = 'appointments'::regclass)`);
  const dropped = await sql.query<{ name: string; kind: string; tab: string; def: string }>(
    `select name, kind, tab, def from bench_dropped`,
  );
  const ofKind = (kind: string) => dropped.filter((d) => d.kind === kind);
  for (const fk of ofKind('foreign'))
    await sql.query(`alter table ${fk.tab} drop constraint if exists "${fk.name}"`);
  for (const ix of ofKind('index')) await sql.query(`drop index if exists "${ix.name}"`);
  // The primary key too: a b-tree fed a million random uuids one by one is the slowest part.
  for (const pk of ofKind('key'))
    await sql.query(`alter table appointments drop constraint if exists "${pk.name}"`);

  const places = placeRows
    .map((p, n) => `(${n}, ${lit(p.city)}, ${lit(p.suburb)}, ${lit(p.state)}, ${lit(p.postCode)})`)
    .join(',');
  await sql.query(
    'drop table if exists bench_places, bench_sec, bench_days, bench_daycount, bench_slots, bench_slotcount',
  );
  await sql.query(
    `create temp table bench_places (n int primary key, city text, suburb text, state text, post_code text)`,
  );
  await sql.query(`insert into bench_places values ${places}`);
  const P = placeRows.length;

  await step(`users (${(B + C).toLocaleString('en')})`, () =>
    sql.query(`
      insert into users (id, email, password_hash, first_name, last_name, mobile_number, verified,
                         country, state, city, suburb, post_code, created_at)
      select md5(kind || i)::uuid,
             (case kind when 'o' then 'owner' else 'customer' end) || i || '@bench.timeapp.test',
             'bench:no-login',
             (${textArray(firstNames)})[1 + i % ${firstNames.length}],
             (${textArray(lastNames)})[1 + (i / 7) % ${lastNames.length}],
             '021' || lpad(i::text, 7, '0'), true,
             'New Zealand', p.state, p.city, p.suburb, p.post_code,
             now() - ((i % 700) * interval '1 day')
        from (select 'o' as kind, i from generate_series(0, ${B - 1}) i
              union all
              select 'c', i from generate_series(0, ${C - 1}) i) u
        join bench_places p on p.n = (hashint4(i + 17) & 2147483647) % ${P}`),
  );

  await step(`businesses (${B.toLocaleString('en')})`, () =>
    sql.query(`
      insert into businesses (id, owner_id, name, contact_number, about_business, country, state, city,
                              suburb, post_code, category, photos, status, referral_count, verified,
                              timezone, created_at, slug)
      select md5('b' || i)::uuid, md5('o' || i)::uuid,
             (${textArray(namePrefixes)})[1 + (hashint4(i) & 2147483647) % ${namePrefixes.length}] || ' ' ||
               (${textArray(categoryNouns)})[1 + i % 16] ||
               case when i % 3 = 0 then ' ' || p.suburb else '' end,
             '09' || lpad((i % 10000000)::text, 7, '0'),
             'A generated business for the TimeApp benchmark.',
             'New Zealand', p.state, p.city, p.suburb, p.post_code,
             (i % 16)::text, '[]'::jsonb, 1, (hashint4(i + 7) & 2147483647) % 12, i % 4 = 0,
             'Pacific/Auckland', now() - ((i % 700) * interval '1 day'),
             -- Triggers are off during the load (no slug trigger), so each gets its own slug here.
             'bench-' || i
        from generate_series(0, ${B - 1}) i
        join bench_places p on p.n = (hashint4(i + 99991) & 2147483647) % ${P}`),
  );

  await step(`sections (${S.toLocaleString('en')})`, async () => {
    // Independent choices from one hash: week pattern, hours, break, slot length, places, mode.
    await sql.query(`
      create temp table bench_sec as
      select j,
             h % 4 as pattern,
             (array[420, 480, 510, 540, 600])[1 + (h / 4) % 5] as open_m,
             (array[960, 1020, 1050, 1080, 1200, 1260])[1 + (h / 20) % 6] as close_m,
             case (h / 120) % 3 when 1 then 720 when 2 then 750 end as off_s,
             case (h / 120) % 3 when 1 then 780 when 2 then 795 end as off_e,
             (array[15, 30, 30, 45, 60, 60, 90, 120])[1 + (h / 360) % 8] as dur,
             (array[1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10])[1 + (h / 2880) % 11] as places,
             (h / 31680) % 10 = 0 as custom,
             (h / 316800) % 5 = 0 as holidays
        from (select j, hashint4(j) & 2147483647 as h from generate_series(0, ${S - 1}) j) x`);
    const patterns = weekPatterns.map((p) => `${lit(JSON.stringify(p))}::jsonb`).join(',');
    await sql.query(`
      insert into sections (id, business_id, section_name, business_days, open_time, close_time, off_start,
                            off_end, none_regular_off_days, slot_duration, appointment_per_slot,
                            custom_request, version, created_at)
      select md5('s' || j)::uuid, md5('b' || (j % ${B}))::uuid,
             case when j < ${B} then 'Main' else (${textArray(sectionNames)})[1 + j % ${sectionNames.length}] end,
             (array[${patterns}])[1 + pattern],
             ${hhmm('open_m')}, ${hhmm('close_m')},
             case when off_s is not null then ${hhmm('off_s')} end,
             case when off_e is not null then ${hhmm('off_e')} end,
             case when holidays then ${lit(JSON.stringify(holidays))}::jsonb else '[]'::jsonb end,
             dur, places, custom, 0, now() - interval '300 days'
        from bench_sec`);
  });

  await step(`appointments (${sizes.appointments.toLocaleString('en')})`, async () => {
    // The grid every appointment is placed on: business days per week pattern (holidays left
    // out), and each section's slot start minutes (from opening, whole slots, not in the break).
    const dowCase = weekPatterns
      .map((p, i) => `when ${i} then array[${p.map(isoDow).join(',')}]`)
      .join(' ');
    await sql.query(`
      create temp table bench_days as
      select p, (row_number() over (partition by p order by d) - 1)::int as n, d
        from generate_series(0, 3) p,
             lateral (select g::date as d from generate_series(date '${from}', date '${to}', interval '1 day') g) x
       where extract(isodow from d)::int = any(case p ${dowCase} end)
         and to_char(d, 'MM-DD') not in ('12-25', '12-26', '01-01', '01-02')`);
    await sql.query(
      'create temp table bench_daycount as select p, count(*)::int as m from bench_days group by p',
    );
    await sql.query(`
      create temp table bench_slots as
      select s.j, (row_number() over (partition by s.j order by t) - 1)::int as n, t as minute
        from bench_sec s, lateral generate_series(s.open_m, s.close_m - s.dur, s.dur) t
       where s.off_s is null or not (t < s.off_e and t + s.dur > s.off_s)`);
    await sql.query(
      'create temp table bench_slotcount as select j, count(*)::int as ns from bench_slots group by j',
    );
    await sql.query('create index on bench_days (p, n)');
    await sql.query('create index on bench_slots (j, n)');
    for (const t of ['bench_sec', 'bench_days', 'bench_daycount', 'bench_slots', 'bench_slotcount'])
      await sql.query(`analyze ${t}`);
    // Appointment k of section j: place p = k mod places inside cell q = k div places; cells map
    // injectively onto (business day, slot) with a stride coprime to the grid size (7919 is a
    // prime larger than any day or slot count), so a slot never holds more than its places and
    // the places of one slot go to distinct customers (base + 7p mod C).
    const explain = process.env.BENCH_EXPLAIN ? 'explain (analyze, buffers) ' : '';
    const plan = await sql.query(`${explain}
      with base as (
        select s.j, k, k % s.places as p, k / s.places as q, dc.m, sc.ns, s.pattern,
               hashint4(s.j * 977 + k) & 2147483647 as hh
          from bench_sec s
          join bench_daycount dc on dc.p = s.pattern
          join bench_slotcount sc on sc.j = s.j
          cross join lateral generate_series(0, (case when s.j % 10 = 0 then ${heavy} else ${light} end) - 1) k
      ), cells as (
        select b.*, (b.q::bigint * 7919 + b.j * 13) % (b.m * b.ns) as x,
               ((b.j::bigint * 7919 + b.q::bigint * 104729) % ${C} + b.p * 7) % ${C} as cust
          from base b
         where b.q < b.m * b.ns
      ), placed as (
        select c.j, c.cust, c.hh, d.d, sl.minute, d.d < date '${anchor}' as past,
               (d.d + sl.minute * interval '1 minute') at time zone 'Pacific/Auckland' as starts_at
          from cells c
          join bench_days d on d.p = c.pattern and d.n = (c.x % c.m)::int
          join bench_slots sl on sl.j = c.j and sl.n = (c.x / c.m)::int
      )
      insert into appointments (user_id, business_id, section_id, appointment_date, appointment_time, starts_at,
                                reason, cancellation_reason, status, attendance, created_at, updated_at)
      select md5('c' || p.cust)::uuid, md5('b' || (p.j % ${B}))::uuid, md5('s' || p.j)::uuid,
             to_char(p.d, 'YYYY-MM-DD'), ${hhmm('p.minute')}, p.starts_at,
             (${textArray(reasons)})[1 + p.hh % ${reasons.length}],
             case when z.st = 2 then 'Schedule changed' else '' end,
             z.st,
             case when p.past and z.st = 1 and p.hh % 5 <> 0 then
               case when p.hh % 13 = 0 then 'no-show' else 'arrived' end end,
             least(now(), p.starts_at - ((p.hh % 30) + 1) * interval '1 day'),
             least(now(), p.starts_at - ((p.hh % 30) + 1) * interval '1 day')
        from placed p
        cross join lateral (select case
          when p.past then case when p.hh % 20 < 3 then 2 when p.hh % 20 < 4 then 0 else 1 end
          else case when p.hh % 20 < 3 then 2 when p.hh % 20 < 11 then 0 else 1 end
        end::smallint as st) z`);
    if (explain) console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
  });

  await step('ratings', () =>
    // Search orders by rating, so businesses carry some: 0 to 40 customer ratings each, mostly good.
    sql.query(`
      insert into ratings (rater_id, rated_id, rated_kind, rate, updated_at)
      select md5('c' || ((i * 7 + k * 13) % ${C}))::uuid, md5('b' || i)::uuid, 'business',
             (array[5, 5, 4, 5, 4, 3, 5, 4, 2, 1])[1 + (hashint4(i * 41 + k) & 2147483647) % 10],
             now() - ((k % 300) * interval '1 day')
        from generate_series(0, ${B - 1}) i,
             lateral generate_series(0, (hashint4(i + 5) & 2147483647) % 41 - 1) k`),
  );

  await step('appointment indexes', async () => {
    for (const pk of ofKind('key'))
      await sql.query(`alter table appointments add constraint "${pk.name}" ${pk.def}`);
    for (const ix of ofKind('index')) await sql.query(ix.def);
    for (const fk of ofKind('foreign'))
      await sql.query(`alter table ${fk.tab} add constraint "${fk.name}" ${fk.def}`);
    await sql.query(`delete from bench_dropped`);
  });
  // Every appointment has its history, as the product writes it: the booking, then the decision
  // or the cancellation that gave it its status (an appointment list used to read it per row).
  await step('appointment history', () =>
    sql.query(`
      insert into appointment_changes (appointment_id, status, by, reason, at)
      select a.id, 0, 'customer', '', a.created_at from appointments a
      union all
      select a.id, a.status,
             case when a.status = 2 and (hashtext(a.id::text) & 1) = 0
                  then 'customer' else 'owner' end,
             a.cancellation_reason, a.created_at + interval '1 hour'
        from appointments a where a.status <> 0`),
  );
  if (replica) await sql.query('set session_replication_role = origin');
  // The ratings trigger (migration 0002) keeps businesses.rating_sum/rating_count; it does not
  // fire in replica mode, so the totals are filled here the way that migration backfills them.
  await step('rating totals', () =>
    sql.query(`
      update businesses b set rating_sum = t.s, rating_count = t.n
        from (select rated_id, sum(rate)::int as s, count(*)::int as n from ratings
               where rated_kind = 'business' group by rated_id) t
       where b.id = t.rated_id`),
  );
  // Nor does the one that copies the owner's verification onto the business (migration 0014).
  await step('owners verified', () =>
    sql.query(`
      update businesses b set owner_verified = u.verified
        from users u where u.id = b.owner_id and b.owner_verified is distinct from u.verified`),
  );
  await sql.query(
    'drop table if exists bench_places, bench_sec, bench_days, bench_daycount, bench_slots, bench_slotcount',
  );

  await step('bench fixtures', () => ensureFixtures(sql));
  // Vacuum too, not only analyze: a table just filled has no visibility map, so index-only scans
  // (the slot grid's) still read the heap, and autovacuum would otherwise do this work during
  // the first scenarios (the full run of 2026-11-24 23:27: slots 3,201 req/s there, 4,341 in
  // the cluster step eight minutes later with the same server and dataset).
  await step('vacuum analyze', () => sql.query('vacuum analyze'));

  const [counts] = await sql.query<Record<keyof Sizes, number>>(`
    select (select count(*) from businesses where id <> ${benchBusiness})::int as businesses,
           (select count(*) from sections where business_id <> ${benchBusiness})::int as sections,
           (select count(*) from users where email like 'customer%')::int as customers,
           (select count(*) from appointments where business_id <> ${benchBusiness})::int as appointments`);
  return counts!;
}

/**
 * The business the write scenarios book into: ten sections of 10 places, open every day
 * 08:00-18:00 in 30-minute slots (the spread scenario's 1,000 slots), and one section of
 * 3 places for the storm. Idempotent; kept outside search results (city 'Benchtown').
 */
export async function ensureFixtures(sql: Sql): Promise<void> {
  const week = lit(JSON.stringify(weekPatterns[3]));
  await sql.query(`
    insert into users (id, email, password_hash, first_name, last_name, verified)
    values (md5('${benchIds.owner}')::uuid, '${BENCH_OWNER_EMAIL}', 'bench:no-login', 'Bench', 'Owner', true)
    on conflict do nothing`);
  await sql.query(`
    insert into businesses (id, owner_id, name, contact_number, country, state, city, suburb, category, timezone, slug)
    values (md5('${benchIds.business}')::uuid, md5('${benchIds.owner}')::uuid, 'Bench Booking Salon', '091234567',
            'New Zealand', 'Benchland', 'Benchtown', 'Bench Central', '0', 'Pacific/Auckland', 'bench-booking-salon')
    on conflict do nothing`);
  await sql.query(`
    insert into sections (id, business_id, section_name, business_days, open_time, close_time,
                          slot_duration, appointment_per_slot)
    select md5('bench-spread-' || k)::uuid, md5('${benchIds.business}')::uuid, 'Spread ' || k, ${week}::jsonb,
           '08:00', '18:00', 30, ${SPREAD_CAPACITY}
      from generate_series(0, ${SPREAD_SECTIONS - 1}) k
    union all
    select md5('${benchIds.storm}')::uuid, md5('${benchIds.business}')::uuid, 'Storm', ${week}::jsonb,
           '09:00', '17:00', 60, ${STORM_CAPACITY}
    union all
    ${SIZED_SECTIONS.map(
      (z) =>
        `select md5('${benchIds.sized(z.slots)}')::uuid, ${benchBusiness}, 'Slots ${z.slots}', ${week}::jsonb,
                '${z.open}', '${z.close}', ${z.minutes}, ${SIZED_CAPACITY}`,
    ).join(' union all ')}
    on conflict do nothing`);
  const roster = lit(
    JSON.stringify(
      Object.fromEntries(
        ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((d) => [
          d,
          [
            ['09:00', '12:30'],
            ['13:30', '17:30'],
          ],
        ]),
      ),
    ),
  );
  const team = `md5('${benchIds.team}')::uuid`;
  await sql.query(`
    insert into sections (id, business_id, section_name, business_days, open_time, close_time,
                          slot_duration, appointment_per_slot)
    values (${team}, ${benchBusiness}, 'Team', ${week}::jsonb, '09:00', '17:30', 30, 1)
    on conflict do nothing`);
  await sql.query(`
    insert into team_members (id, business_id, name, hours, position)
    select md5('bench-member-' || m)::uuid, ${benchBusiness}, 'Member ' || m, ${roster}::jsonb, m
      from generate_series(0, ${TEAM_MEMBERS - 1}) m
    on conflict do nothing`);
  await sql.query(`
    insert into services (id, business_id, section_id, name, duration_minutes, price_cents,
                          buffer_before_minutes, buffer_after_minutes, start_every, position)
    select md5('bench-service-' || k)::uuid, ${benchBusiness}, ${team}, 'Service ' || k,
           (array[${TEAM_DURATIONS.join(',')}])[k + 1], 5000 + 500 * k,
           case when k % 4 = 3 then 5 else 0 end, case when k % 4 in (1, 3) then 10 else 0 end, 15, k
      from generate_series(0, ${TEAM_SERVICES - 1}) k
    on conflict do nothing`);
  await sql.query(`
    insert into service_members (service_id, member_id)
    select md5('bench-service-' || k)::uuid, md5('bench-member-' || m)::uuid
      from generate_series(0, ${TEAM_SERVICES - 1}) k, generate_series(0, ${TEAM_MEMBERS - 1}) m
     where k = 0 or (k + m) % 5 <> 0
    on conflict do nothing`);
}

/**
 * The team's diary for the next TEAM_DIARY_DAYS days, laid out afresh each run: service 0
 * (half an hour) in 3 of every 5 blocks of each member's day, Waiting and Approved, each booking
 * a different customer ('bench-diary', kept by restoreWrites).
 */
async function layOutTeamDiary(sql: Sql, customers: number): Promise<void> {
  const team = `md5('${benchIds.team}')::uuid`;
  await sql.query(`delete from appointments where section_id = ${team}`);
  const first = nzToday();
  await sql.query(`
    insert into appointments (user_id, business_id, section_id, appointment_date, appointment_time,
                              starts_at, ends_at, reason, status, service_id, member_id,
                              blocked_from, blocked_to)
    select md5('c' || ((d * 97 + m * ${TEAM_BLOCKS} + b) % ${customers}))::uuid, ${benchBusiness}, ${team},
           to_char(date '${first}' + d, 'YYYY-MM-DD'), ${hhmm(teamBlockMinuteSql('b'))},
           x.at, x.at + interval '30 minutes', 'bench-diary', ((b + m) % 2)::smallint,
           md5('bench-service-0')::uuid, md5('bench-member-' || m)::uuid,
           x.at, x.at + interval '30 minutes'
      from generate_series(0, ${TEAM_DIARY_DAYS - 1}) d, generate_series(0, ${TEAM_MEMBERS - 1}) m,
           generate_series(0, ${TEAM_BLOCKS - 1}) b,
           lateral (select ((date '${first}' + d) + ${teamBlockMinuteSql('b')} * interval '1 minute')
                             at time zone 'Pacific/Auckland' as at) x
     where (b + 2 * m + d) % 5 < 3`);
}

/** A free half-hour of one member, for the service booking scenario. */
export type ServiceTarget = { memberId: string; date: string; time: string };

/**
 * Bookings in the sized sections for the next SIZED_DAYS days, laid out afresh each run (the days
 * move on): slot t of day d holds (t + d) mod 5 of its 4 places, so a day has free, partly taken
 * and full slots, Waiting and Approved, each place a different customer.
 */
async function layOutSizedBookings(sql: Sql, customers: number): Promise<void> {
  const ids = SIZED_SECTIONS.map((z) => `md5('${benchIds.sized(z.slots)}')::uuid`).join(', ');
  await sql.query(`delete from appointments where section_id in (${ids})`);
  const first = nzToday();
  for (const z of SIZED_SECTIONS) {
    const [h, m] = z.open.split(':').map(Number) as [number, number];
    await sql.query(`
      insert into appointments (user_id, business_id, section_id, appointment_date, appointment_time,
                                starts_at, reason, status)
      select md5('c' || ((d * 97 + t * 7 + p) % ${customers}))::uuid, ${benchBusiness},
             md5('${benchIds.sized(z.slots)}')::uuid, to_char(date '${first}' + d, 'YYYY-MM-DD'),
             ${hhmm(`${h * 60 + m} + ${z.minutes} * t`)},
             ((date '${first}' + d) + (${h * 60 + m} + ${z.minutes} * t) * interval '1 minute')
               at time zone 'Pacific/Auckland',
             'bench', ((t + p) % 2)::smallint
        from generate_series(0, ${SIZED_DAYS - 1}) d, generate_series(0, ${z.slots - 1}) t,
             generate_series(0, ${SIZED_CAPACITY - 1}) p
       where p < (t + d) % ${SIZED_CAPACITY + 1}`);
  }
}

export type Target = {
  n: number;
  sectionId: string;
  businessId: string;
  date: string;
  time: string;
  iso: string;
  cap: number;
};

/**
 * The write scenarios' slots, laid out three weeks ahead of today so they are always bookable:
 * 1,000 spread slots (10 sections x 5 days x 20 slots) and the storm slot. Also written to
 * bench_targets / bench_customers, which the pgbench scripts read. Clears earlier bench bookings.
 */
export async function prepareTargets(
  sql: Sql,
  customers: number,
): Promise<{ spread: Target[]; storm: Target; service: ServiceTarget[] }> {
  await ensureFixtures(sql);
  await restoreWrites(sql);
  await layOutSizedBookings(sql, customers);
  await layOutTeamDiary(sql, customers);
  // pgbench's service booking script: the team, its members, and a sequence that hands every
  // transaction its own half-hour of one member, so none is refused by the exclusion constraint.
  await sql.query('drop table if exists bench_team');
  await sql.query(
    `create table bench_team as select md5('${benchIds.team}')::uuid as section_id, ${benchBusiness} as business_id, md5('bench-service-0')::uuid as service_id`,
  );
  await sql.query('drop table if exists bench_members');
  await sql.query(
    `create table bench_members as select m as n, md5('bench-member-' || m)::uuid as id from generate_series(0, ${TEAM_MEMBERS - 1}) m`,
  );
  await sql.query('drop sequence if exists bench_service_seq');
  await sql.query('create sequence bench_service_seq');
  const first = addDays(nzToday(), 21);
  await sql.query('drop table if exists bench_targets');
  await sql.query(`
    create table bench_targets as
    with slots as (
      select 'spread' as kind, md5('bench-spread-' || k)::uuid as section_id, (date '${first}' + d) as d,
             480 + 30 * t as minute, ${SPREAD_CAPACITY} as cap
        from generate_series(0, ${SPREAD_SECTIONS - 1}) k, generate_series(0, 4) d, generate_series(0, 19) t
      union all
      select 'storm', md5('${benchIds.storm}')::uuid, date '${first}', 600, ${STORM_CAPACITY}
    )
    select (row_number() over (partition by kind order by d, minute, section_id) - 1)::int as n, kind,
           section_id, md5('${benchIds.business}')::uuid as business_id,
           to_char(d, 'YYYY-MM-DD') as adate, ${hhmm('minute')} as atime,
           to_char(((d + minute * interval '1 minute') at time zone 'Pacific/Auckland') at time zone 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso,
           cap
      from slots`);
  await sql.query('create unique index on bench_targets (kind, n)');
  await sql.query('drop table if exists bench_customers');
  await sql.query(
    `create table bench_customers as select i as n, md5('c' || i)::uuid as id from generate_series(0, ${customers - 1}) i`,
  );
  await sql.query('alter table bench_customers add primary key (n)');
  await sql.query('analyze bench_targets');
  await sql.query('analyze bench_customers');
  const rows = await sql.query<{
    n: number;
    kind: string;
    section_id: string;
    business_id: string;
    adate: string;
    atime: string;
    iso: string;
    cap: number;
  }>('select * from bench_targets order by kind, n');
  const targets = rows.map((r) => ({
    n: r.n,
    kind: r.kind,
    sectionId: r.section_id,
    businessId: r.business_id,
    date: r.adate,
    time: r.atime,
    iso: r.iso,
    cap: r.cap,
  }));
  const service: ServiceTarget[] = [];
  const members = await Promise.all(
    Array.from({ length: TEAM_MEMBERS }, (_, m) => uuidOf(benchIds.member(m))),
  );
  for (let d = 0; d < TEAM_BOOKING_DAYS; d++)
    for (let b = 0; b < TEAM_BLOCKS; b++)
      for (let m = 0; m < TEAM_MEMBERS; m++)
        service.push({
          memberId: members[m]!,
          date: addDays(nzToday(), TEAM_BOOKING_FROM + d),
          time: teamBlockTime(b),
        });
  return {
    spread: targets.filter((t) => t.kind === 'spread'),
    storm: targets.find((t) => t.kind === 'storm')!,
    service,
  };
}

/** Deletes whatever the write scenarios booked, so every run starts from the same data. */
export async function restoreWrites(sql: Sql): Promise<number> {
  const deleted = await sql.query<{ n: number }>(`
    with d as (
      delete from appointments
       where business_id = ${benchBusiness}
         and section_id not in (${SIZED_SECTIONS.map((z) => `md5('${benchIds.sized(z.slots)}')::uuid`).join(', ')})
         and reason <> 'bench-diary'
       returning 1)
    select count(*)::int as n from d`);
  // The bookings' e-mails, to the owner and to the customers (the dataset queues none of its
  // own): left behind, the next server process would render and send them during other scenarios.
  await sql.query(`delete from outbox`);
  // The live events of those bookings (server and pgbench spread-events).
  await sql.query(
    `delete from events where section_id in (select id from sections where business_id = ${benchBusiness})`,
  );
  return deleted[0]?.n ?? 0;
}

/** Held places (Waiting or Approved) in one slot, counted in SQL. */
export async function heldPlaces(sql: Sql, t: Target): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `select count(*)::int as n from appointments
      where section_id = $1::uuid and starts_at = $2::timestamptz and status in (0, 1)`,
    [t.sectionId, t.iso],
  );
  return row?.n ?? 0;
}

/** The same md5-derived uuid PostgreSQL computes with md5(text)::uuid. */
export async function uuidOf(key: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
