import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredEvent } from './types.ts';

export const EVENTS_CHANNEL = 'timeapp_events';

/**
 * NOTIFY payloads stay below PostgreSQL's limit of 8,000 bytes; an event is a few hundred, so
 * a batch of events is split into as many notifications as it needs.
 */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * Publishes stored events to every API process, after the transaction that wrote them
 * committed (docs/decisions/027-events-published-after-commit.md). A NOTIFY inside the writing
 * transaction would serialise every commit that writes an event behind one cluster-wide lock;
 * here only the publishing statements queue for it, and they carry whatever accumulated while
 * the previous one ran, so one NOTIFY transaction serves many changes under load. That
 * statement commits with `synchronous_commit = off`: the events are already durable in their
 * table, a notification is never replayed from the log, and the lock is not held for a flush.
 */
export type Publisher = {
  publish(events: StoredEvent[]): void;
  /** Calls `fn` with the events of each commit as they are handed over, before any NOTIFY. */
  tap(fn: (events: StoredEvent[]) => void): void;
  /** Resolves once everything handed to `publish` was sent (shutdown waits for it). */
  idle(): Promise<void>;
};

function createPublisher(db: Db, log: () => FastifyBaseLogger | undefined): Publisher {
  let queue: StoredEvent[] = [];
  let running: Promise<void> | null = null;
  const taps: Array<(events: StoredEvent[]) => void> = [];

  async function send(batch: StoredEvent[]) {
    const payloads: string[] = [];
    let current: string[] = [];
    let size = 2;
    for (const e of batch) {
      const text = JSON.stringify(e);
      if (current.length > 0 && size + text.length + 1 > MAX_PAYLOAD_BYTES) {
        payloads.push(`[${current.join(',')}]`);
        current = [];
        size = 2;
      }
      current.push(text);
      size += text.length + 1;
    }
    if (current.length > 0) payloads.push(`[${current.join(',')}]`);
    await db.execute(sql`
      select set_config('synchronous_commit', 'off', true), pg_notify(${EVENTS_CHANNEL}, p)
        from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`);
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await send(batch);
      } catch (error) {
        // The events stay in their table: streams that resume replay them, and every
        // process's periodic sweep delivers what was never announced (hub.ts).
        log()?.error({ err: error, events: batch.length }, 'live events: publishing failed');
      }
    }
    running = null;
  }

  return {
    publish(events) {
      if (events.length === 0) return;
      for (const fn of taps) fn(events);
      queue.push(...events);
      running ??= drain();
    },
    tap: (fn) => void taps.push(fn),
    idle: () => running ?? Promise.resolve(),
  };
}

type Run = (run: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown>;

const publishers = new WeakMap<object, Publisher>();
/** Events written in a transaction, published when (and only if) it commits. */
const pendingOf = new WeakMap<object, StoredEvent[]>();

/**
 * Gives `db` its publisher and makes its transactions publish the events written in them once
 * they commit (called once per database handle, by createContext). A rolled-back transaction
 * publishes nothing. A nested transaction (a savepoint) shares its parent's events.
 */
export function publishAfterCommit(
  db: Db,
  log: () => FastifyBaseLogger | undefined = () => undefined,
): Publisher {
  const existing = publishers.get(db);
  if (existing) return existing;
  const publisher = createPublisher(db, log);
  publishers.set(db, publisher);

  const track = (tx: Tx, pending: StoredEvent[]) => {
    pendingOf.set(tx, pending);
    const nested = tx.transaction.bind(tx) as Run;
    tx.transaction = ((inner: (t: Tx) => Promise<unknown>, config?: unknown) =>
      nested((t) => {
        track(t, pending);
        return inner(t);
      }, config)) as Tx['transaction'];
  };
  const transaction = db.transaction.bind(db) as Run;
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const pending: StoredEvent[] = [];
    const result = await transaction((tx) => {
      track(tx, pending);
      return run(tx);
    }, config);
    publisher.publish(pending);
    return result;
  }) as Db['transaction'];
  return publisher;
}

/**
 * Events just written through `conn`: published after its transaction commits, or at once
 * when `conn` is the database itself (the statement that wrote them has committed).
 */
export function written(conn: Db | Tx, events: StoredEvent[]): void {
  if (events.length === 0) return;
  const pending = pendingOf.get(conn);
  if (pending) {
    pending.push(...events);
    return;
  }
  const publisher = publishers.get(conn);
  if (!publisher)
    throw new Error('live events: written through a database handle without a publisher');
  publisher.publish(events);
}

/** The publisher of `db` (shutdown waits for it to be idle). */
export const publisherOf = (db: Db): Publisher | undefined => publishers.get(db);
