import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { resyncType, type WatchedDay } from '@timeapp/domain/events';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import type { Listening } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { sessionEndedType } from './publish.ts';
import { EVENTS_CHANNEL, publisherOf } from './publisher.ts';
import * as repo from './repository.ts';

/** How the hub behaves; tests shorten the times. */
export type HubOptions = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The `retry:` hint: how long a client waits before reconnecting. */
  retryMs: number;
  /** A stream ends (with a retry hint) after about this long, so its sign-in is checked again. */
  maxLifetimeMs: number;
  /** Streams one account may hold on one process (tabs, devices). */
  maxStreamsPerUser: number;
  /** How often the stored events are swept for any that were never announced. */
  sweepMs: number;
};

const defaults: HubOptions = {
  heartbeatMs: 25_000,
  retryMs: 3000,
  maxLifetimeMs: 30 * 60_000,
  maxStreamsPerUser: 20,
  sweepMs: 5000,
};

/** A sweep looks at events stored at least this long ago (their publisher had that long). */
const SWEEP_DELAY_MS = 2000;
/** and again at this much before its previous window's end (commits come in any order). */
const SWEEP_OVERLAP_MS = 5000;

/** What a resumed stream may replay; beyond it the tab is told to refetch everything. */
const REPLAY_LIMIT = 500;
/** Commit order is not numbering order: a replay repeats the seconds before the last event. */
const REPLAY_OVERLAP_MS = 5000;
/** A client that stops reading gets no more than this queued before its stream is ended. */
const MAX_QUEUED_BYTES = 1 << 20;
/** Ids a reconnected listener remembers, so its catch-up does not deliver one twice. */
const RECENT_IDS = 10_000;
/** Accounts whose latest password change a process remembers (see `endSessions`). */
const ENDED_SESSIONS = 10_000;

type Stream = {
  userId: string;
  /** The token version of the session that opened it. */
  tokenVersion: number;
  watchKeys: string[];
  res: ServerResponse;
  endsAt: number;
  /** While a resumed stream replays, live events wait here. */
  pending: repo.StoredEvent[] | null;
  closed: boolean;
};

const watchKey = (sectionId: string, date: string) => `${sectionId}|${date}`;

const frame = (e: repo.StoredEvent) =>
  `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify({ type: e.type, at: e.at, ...e.data })}\n\n`;

const controlFrame = (type: string, id: number) =>
  `${id > 0 ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify({ type })}\n\n`;

/** The publisher's payload (publisher.ts): a JSON array of stored events. */
function parseNotification(payload: string): repo.StoredEvent[] {
  const list = JSON.parse(payload) as repo.StoredEvent[];
  return Array.isArray(list) ? list : [];
}

/**
 * This process's live-event streams. Every process LISTENs on one channel and receives every
 * event; the hub hands each to the streams it is addressed to: the business's owner, the
 * customer, and the tabs watching the section day a slot event is about.
 */
export function createEventHub(ctx: AppContext, options: Partial<HubOptions> = {}) {
  const o = { ...defaults, ...options };
  const streams = new Set<Stream>();
  const byUser = new Map<string, Set<Stream>>();
  const byWatch = new Map<string, Set<Stream>>();
  const countWatchers = new Set<(count: number) => void>();
  const recent = new Set<number>();
  /** Called with every event that arrives, from any process (held-cache.ts). */
  const taps: Array<(e: repo.StoredEvent) => void> = [];
  /** userId -> the token version sessions older than which have ended. */
  const endedBelow = new Map<string, number>();
  let lastSeen = 0;
  let lastSeenAt = new Date(0);
  let listening: Listening | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let sweptTo = new Date();
  let closing = false;

  const indexAdd = (map: Map<string, Set<Stream>>, key: string, s: Stream) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(s);
  };
  const indexRemove = (map: Map<string, Set<Stream>>, key: string, s: Stream) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(s);
    if (set.size === 0) map.delete(key);
  };
  const countChanged = () => countWatchers.forEach((watch) => watch(streams.size));

  function remove(s: Stream) {
    if (s.closed) return;
    s.closed = true;
    streams.delete(s);
    indexRemove(byUser, s.userId, s);
    for (const key of s.watchKeys) indexRemove(byWatch, key, s);
    countChanged();
  }

  /** Ends a stream telling the client when to come back (jittered, so they do not return at once). */
  function end(s: Stream, retryMs = o.retryMs) {
    if (s.closed) return;
    const jittered = Math.round(retryMs * (0.5 + Math.random()));
    remove(s);
    s.res.end(`retry: ${jittered}\n\n`);
  }

  function write(s: Stream, text: string) {
    if (s.closed) return;
    // A tab that stopped reading would hold memory without bound; it resumes on reconnect.
    if (s.res.writableLength > MAX_QUEUED_BYTES) return end(s);
    s.res.write(text);
  }

  function remember(e: repo.StoredEvent) {
    recent.add(e.id);
    if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value!);
    if (e.id > lastSeen) {
      lastSeen = e.id;
      lastSeenAt = new Date(e.at);
    }
  }

  /**
   * A password change or reset: the account's streams opened with an older token end (their
   * reconnect then gets a 401, as every other request of that token does). Remembered, so a
   * stream whose sign-in was checked just before the change and opens just after ends too.
   */
  function endSessions(e: repo.StoredEvent) {
    const version = Number(e.data.tokenVersion);
    if (!e.customerId || !Number.isInteger(version)) return;
    if ((endedBelow.get(e.customerId) ?? -1) < version) {
      endedBelow.delete(e.customerId);
      endedBelow.set(e.customerId, version);
      if (endedBelow.size > ENDED_SESSIONS) endedBelow.delete(endedBelow.keys().next().value!);
    }
    for (const s of [...(byUser.get(e.customerId) ?? [])]) if (s.tokenVersion < version) end(s);
  }

  function dispatch(e: repo.StoredEvent) {
    remember(e);
    for (const fn of taps) fn(e);
    if (e.type === sessionEndedType) return endSessions(e);
    const targets = new Set<Stream>();
    const add = (set: Set<Stream> | undefined) => set?.forEach((s) => targets.add(s));
    if (e.ownerId) add(byUser.get(e.ownerId));
    if (e.customerId) add(byUser.get(e.customerId));
    if (!e.ownerId && e.sectionId && e.slotDate)
      add(byWatch.get(watchKey(e.sectionId, e.slotDate)));
    if (targets.size === 0) return;
    const text = frame(e);
    for (const s of targets) {
      if (s.pending) s.pending.push(e);
      else write(s, text);
    }
  }

  /** After the LISTEN connection was re-opened: what was published while it was down. */
  async function catchUp() {
    try {
      const since = new Date(lastSeenAt.getTime() - REPLAY_OVERLAP_MS);
      const missed = await repo.listCommittedSince(ctx.db, lastSeen, since, 10_000);
      for (const e of missed) if (!recent.has(e.id)) dispatch(e);
    } catch (error) {
      ctx.log?.error({ err: error }, 'live events: catch-up after reconnect failed');
    }
  }

  /**
   * The process that commits a change publishes its events just after the commit; if it
   * stops in between, nobody announces them. Every `sweepMs` the streams get what was stored
   * in the window before (a few seconds back, so a commit slower than that is covered too)
   * and never arrived. Only while streams are open: without them nothing needs delivering.
   */
  async function sweep() {
    const to = new Date(Date.now() - SWEEP_DELAY_MS);
    const from = new Date(sweptTo.getTime() - SWEEP_OVERLAP_MS);
    sweptTo = to;
    if (streams.size === 0) return;
    try {
      const missed = await repo.listStoredBetween(ctx.db, from, to, 10_000);
      for (const e of missed) if (!recent.has(e.id)) dispatch(e);
    } catch (error) {
      ctx.log?.error({ err: error }, 'live events: sweep failed');
    }
  }

  function beat() {
    const now = Date.now();
    for (const s of streams) {
      if (now >= s.endsAt) end(s);
      else write(s, ': \n\n');
    }
  }

  return {
    /** Calls `fn` with every event this process hears of, its own included. */
    tap(fn: (e: repo.StoredEvent) => void) {
      taps.push(fn);
    },

    /** LISTEN and start the heartbeat; called once when the application starts. */
    async start() {
      lastSeen = await repo.newestId(ctx.db);
      lastSeenAt = new Date();
      listening = await ctx.database.listen(EVENTS_CHANNEL, {
        onMessage(payload) {
          try {
            for (const e of parseNotification(payload)) if (!recent.has(e.id)) dispatch(e);
          } catch (error) {
            ctx.log?.error({ err: error }, 'live events: bad notification');
          }
        },
        onReconnect: () => void catchUp(),
      });
      heartbeat = setInterval(beat, o.heartbeatMs);
      heartbeat.unref();
      sweeper = setInterval(() => void sweep(), o.sweepMs);
      sweeper.unref();
    },

    /**
     * Serves one stream on `reply` until the client goes away. With `lastEventId` it first
     * replays what the tab missed, or tells it to refetch everything when that is unknown.
     */
    async open(
      reply: FastifyReply,
      who: {
        userId: string;
        tokenVersion: number;
        watch: WatchedDay[];
        lastEventId: number | null;
      },
    ): Promise<void> {
      if (who.tokenVersion < (endedBelow.get(who.userId) ?? -1)) throw unauthorized();
      if ((byUser.get(who.userId)?.size ?? 0) >= o.maxStreamsPerUser)
        throw new AppError(429, messages.tooManyStreams, Math.ceil(o.retryMs / 1000));
      reply.hijack();
      const res = reply.raw;
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and some proxies buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      res.write(`retry: ${o.retryMs}\n\n`);
      const s: Stream = {
        userId: who.userId,
        tokenVersion: who.tokenVersion,
        watchKeys: [...new Set(who.watch.map((w) => watchKey(w.sectionId, w.date)))],
        res,
        endsAt: Date.now() + Math.round(o.maxLifetimeMs * (0.75 + Math.random() * 0.25)),
        pending: who.lastEventId === null ? null : [],
        closed: false,
      };
      if (closing) return end(s);
      streams.add(s);
      indexAdd(byUser, s.userId, s);
      for (const key of s.watchKeys) indexAdd(byWatch, key, s);
      res.on('close', () => remove(s));
      countChanged();

      if (who.lastEventId !== null) {
        try {
          const sent = await replay(s, who.lastEventId);
          for (const e of s.pending ?? []) if (!sent.has(e.id)) write(s, frame(e));
          s.pending = null;
        } catch (error) {
          ctx.log?.error({ err: error }, 'live events: replay failed');
          return end(s);
        }
      }
      write(s, controlFrame('ready', lastSeen));
    },

    /** Open streams on this process (the operators' gauge). */
    connected: () => streams.size,
    onCountChange(watch: (count: number) => void) {
      countWatchers.add(watch);
    },

    /** On shutdown: every stream ends with a retry hint, and new ones are refused. */
    closeAll() {
      closing = true;
      for (const s of [...streams]) end(s);
    },

    async stop() {
      clearInterval(heartbeat);
      clearInterval(sweeper);
      await publisherOf(ctx.db)?.idle();
      await listening?.close();
      listening = null;
    },

    /** Drops events older than replay keeps. */
    prune: () => repo.pruneOlderThan(ctx.db, 24),
  };

  async function replay(s: Stream, after: number): Promise<Set<number>> {
    const sent = new Set<number>();
    const afterAt = await repo.storedAt(ctx.db, after);
    const missed = afterAt
      ? await repo.listSince(ctx.db, {
          userId: s.userId,
          watchKeys: s.watchKeys,
          after,
          afterAt,
          overlapMs: REPLAY_OVERLAP_MS,
          limit: REPLAY_LIMIT + 1,
        })
      : null;
    if (!missed || missed.length > REPLAY_LIMIT) {
      write(s, controlFrame(resyncType, lastSeen));
      return sent;
    }
    for (const e of missed) {
      if (e.type === sessionEndedType) {
        endSessions(e);
        if (s.closed) return sent;
        continue;
      }
      write(s, frame(e));
      sent.add(e.id);
    }
    return sent;
  }
}

export type EventHub = ReturnType<typeof createEventHub>;

const hubs = new WeakMap<AppContext, EventHub>();

/** The hub of this application context (one per context, so tests stay isolated). */
export function eventHub(ctx: AppContext, options: Partial<HubOptions> = {}): EventHub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = createEventHub(ctx, options)));
  return hub;
}
