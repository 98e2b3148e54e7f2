import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { written } from './publisher.ts';
import type { EventRow, StoredEvent } from './types.ts';

export type { EventRow, StoredEvent };

type Conn = Db | Tx;

/**
 * Inside the transaction of the change: published when (and only if) that commits; through
 * the database itself (no transaction), published at once.
 */
export async function insertEvents(db: Conn, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  written(db, (await db.insert(events).values(rows).returning()).map(toStored));
}

/**
 * The events a statement returned as `json_agg` of its inserted `events` rows (the booking
 * statement writes its own), with the JSON's timestamps as ISO strings.
 */
export function storedFromJson(rows: unknown): StoredEvent[] {
  const list = (typeof rows === 'string' ? JSON.parse(rows) : (rows ?? [])) as (Omit<
    StoredEvent,
    'id'
  > & { id: number | string })[];
  return list.map((e) => ({ ...e, id: Number(e.id), at: new Date(e.at).toISOString() }));
}

/** The JSON `storedFromJson` reads, for the rows of `table` (an alias of inserted events). */
export const storedJson = (table: string) =>
  sql.raw(`coalesce(json_agg(json_build_object('id', ${table}.id, 'at', ${table}.created_at,
    'type', ${table}.type, 'ownerId', ${table}.owner_id, 'customerId', ${table}.customer_id,
    'sectionId', ${table}.section_id, 'slotDate', ${table}.slot_date, 'data', ${table}.data)
    order by ${table}.id), '[]'::json)`);

/** When the event `id` was stored; undefined when it is not (or no longer) kept. */
export async function storedAt(db: Db, id: number): Promise<Date | undefined> {
  const [row] = await db.select({ at: events.createdAt }).from(events).where(eq(events.id, id));
  return row?.at;
}

const toStored = (r: typeof events.$inferSelect): StoredEvent => ({
  id: r.id,
  at: r.createdAt.toISOString(),
  type: r.type,
  ownerId: r.ownerId,
  customerId: r.customerId,
  sectionId: r.sectionId,
  slotDate: r.slotDate,
  data: r.data,
});

/**
 * What a stream missed since event `after` (stored at `afterAt`): the events addressed to
 * `userId` or about the watched section days. Events are numbered when written but committed
 * in any order, so a later number can arrive first; the replay also repeats the few seconds
 * before `afterAt`, and tabs treat events as 'refetch', which may repeat safely.
 */
export async function listSince(
  db: Db,
  f: {
    userId: string;
    watchKeys: string[];
    after: number;
    afterAt: Date;
    overlapMs: number;
    limit: number;
  },
): Promise<StoredEvent[]> {
  const from = new Date(f.afterAt.getTime() - f.overlapMs).toISOString();
  const watched =
    f.watchKeys.length > 0
      ? sql`or (${events.ownerId} is null and (${events.sectionId}::text || '|' || ${events.slotDate}) in (${sql.join(
          f.watchKeys.map((k) => sql`${k}`),
          sql`, `,
        )}))`
      : sql``;
  const rows = await db
    .select()
    .from(events)
    .where(
      sql`${events.id} <> ${f.after}
        and (${events.id} > ${f.after} or ${events.createdAt} >= ${from}::timestamptz)
        and (${events.ownerId} = ${f.userId}::uuid or ${events.customerId} = ${f.userId}::uuid ${watched})`,
    )
    .orderBy(events.id)
    .limit(f.limit);
  return rows.map(toStored);
}

/** Events for every audience matching `where`, oldest number first. */
async function listAll(db: Db, where: SQL, limit: number): Promise<StoredEvent[]> {
  const rows = await db.select().from(events).where(where).orderBy(events.id).limit(limit);
  return rows.map(toStored);
}

/**
 * Events for every audience numbered after `after` or stored since `since`: a listener that
 * reconnected catches up with these (skipping the ones it already had).
 */
export const listCommittedSince = (db: Db, after: number, since: Date, limit: number) =>
  listAll(
    db,
    sql`${events.id} > ${after} or ${events.createdAt} >= ${since.toISOString()}::timestamptz`,
    limit,
  );

/** Events stored in [from, to), by creation time (the periodic sweep of hub.ts). */
export const listStoredBetween = (db: Db, from: Date, to: Date, limit: number) =>
  listAll(
    db,
    sql`${events.createdAt} >= ${from.toISOString()}::timestamptz and ${events.createdAt} < ${to.toISOString()}::timestamptz`,
    limit,
  );

export async function newestId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${events.id}), 0)::bigint` })
    .from(events);
  return Number(row?.id ?? 0);
}

/** Events are kept for replay only; older ones go. The database's clock, as created_at's. */
export async function pruneOlderThan(db: Db, hours: number): Promise<void> {
  await db
    .delete(events)
    .where(lt(events.createdAt, sql`now() - make_interval(hours => ${hours})`));
}
