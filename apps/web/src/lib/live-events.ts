import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect, useSyncExternalStore } from 'react';

// The client side of GET /api/v1.1/events (docs/live-events.md). One stream per signed-in tab,
// read with fetch so the token travels in the Authorization header, never in a URL that a proxy
// would log. The stream only says *what* changed; `live-updates.ts` turns that into refetches of
// the queries on screen. While the stream is down, those queries poll (see `pollWhileDown`).

/** What the stream sends: a change, or one of its own control messages. */
export type LiveMessage =
  | { kind: 'event'; type: string; data: Record<string, unknown> }
  /** The server cannot say what was missed: refetch everything shown. */
  | { kind: 'resync' };

export type LiveStatus = 'connecting' | 'live' | 'down';

export type WatchedDay = { sectionId: string; date: string };

export type LiveClientOptions = {
  /** Absolute or app-relative URL of the events route, without the query. */
  url: string;
  getToken: () => string | null;
  onMessage: (message: LiveMessage) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The section days to follow from the first connection on. */
  watch?: WatchedDay[];
  /** Injected by tests (a fake stream); the browser's fetch otherwise. */
  fetch?: typeof fetch;
};

/** Until the server's first `retry:` hint arrives (it sends 3000). */
export const DEFAULT_RETRY_MS = 3000;
/** Heartbeats come every 25 s: a stream silent for longer than this is dead (docs/live-events.md). */
export const SILENCE_MS = 60_000;
/** Failures in a row stretch the wait, up to this, so a server that is down is not hammered. */
const MAX_BACKOFF_MS = 60_000;

export type LiveClient = {
  /** Follow these section days' slot grids: reconnects with the new list and the last id. */
  setWatch: (days: WatchedDay[]) => void;
  close: () => void;
};

const watchParam = (days: WatchedDay[]) =>
  [...new Set(days.map((d) => `${d.sectionId}:${d.date}`))].sort().join(',');

/** Opens the stream and keeps it open: reconnects with Last-Event-ID after the server's retry hint. */
export function connectLiveEvents(options: LiveClientOptions): LiveClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let lastEventId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let watch = watchParam(options.watch ?? []);
  let closed = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let status: LiveStatus | null = null;
  /** Bumped when a stream is replaced on purpose, so the old one's ending schedules nothing. */
  let generation = 0;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const stopSilenceTimer = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
  };

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    setStatus('down');
    stopSilenceTimer();
    const wait = Math.min(retryMs * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, wait);
  }

  function onFrame(message: EventSourceMessage) {
    if (message.id) lastEventId = message.id;
    if (message.event === 'ready') {
      failures = 0;
      setStatus('live');
      return;
    }
    if (message.event === 'resync') {
      options.onMessage({ kind: 'resync' });
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return; // not ours: ignore rather than break the stream
    }
    if (data && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string')
      options.onMessage({
        kind: 'event',
        type: (data as { type: string }).type,
        data: data as Record<string, unknown>,
      });
  }

  async function open() {
    if (closed) return;
    const token = options.getToken();
    if (!token) {
      setStatus('down');
      return; // signed out: the provider closes this client
    }
    setStatus('connecting');
    const gen = generation;
    const ctl = new AbortController();
    controller = ctl;
    const armSilenceTimer = () => {
      stopSilenceTimer();
      silenceTimer = setTimeout(() => ctl.abort(), SILENCE_MS);
    };
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const url = watch ? `${options.url}?watch=${encodeURIComponent(watch)}` : options.url;
    try {
      armSilenceTimer();
      // Low priority: a stream that stays open is not what the screen waits for, so the browser
      // gives the screen's code and data the connection first, and tools that wait for the
      // page's important requests to finish (Lighthouse) do not wait on it (docs/performance.md).
      const res = await doFetch(url, {
        headers,
        signal: ctl.signal,
        cache: 'no-store',
        priority: 'low',
      });
      if (!res.ok || !res.body) {
        // 401/403: the session is gone or unverified; retrying will not help, polling covers it.
        if (res.status === 401 || res.status === 403) {
          stopSilenceTimer();
          setStatus('down');
          return;
        }
        throw new Error(`events: ${res.status}`);
      }
      const parser = createParser({
        onEvent: onFrame,
        onRetry: (ms) => {
          if (ms > 0) retryMs = ms;
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armSilenceTimer(); // any bytes, heartbeats included, prove the stream alive
        parser.feed(value);
      }
    } catch {
      if (closed || gen !== generation) return;
      failures += 1;
    } finally {
      if (controller === ctl) controller = null;
    }
    if (closed || gen !== generation) return;
    // The server ended the stream (shutdown, the periodic sign-in re-check) or it broke.
    scheduleReconnect();
  }

  function restart() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    generation += 1; // the running stream, if any, ends quietly
    stopSilenceTimer();
    controller?.abort();
    controller = null;
    void open();
  }

  void open();

  return {
    setWatch(days) {
      const next = watchParam(days);
      if (next === watch) return;
      watch = next;
      restart();
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      stopSilenceTimer();
      controller?.abort();
      controller = null;
    },
  };
}

// The tab's stream state, for the queries that poll only while it is down.
let liveStatus: LiveStatus = 'down';
const statusListeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus) {
  if (next === liveStatus) return;
  liveStatus = next;
  statusListeners.forEach((l) => l());
}

export const isLive = () => liveStatus === 'live';

/**
 * A query's `refetchInterval`: poll every `ms` only while the stream is not live. TanStack Query
 * reads it after each fetch, so a stream that drops starts the polling at the next answer.
 */
export const pollWhileDown = (ms: number) => () => (isLive() ? false : ms);

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => liveStatus,
  );
}

// The section days whose slot grids are on screen (docs/live-events.md `watch=`).
const watched = new Map<string, { day: WatchedDay; count: number }>();
const watchListeners = new Set<() => void>();

export const watchedDays = () => [...watched.values()].map((w) => w.day);

export function subscribeWatched(listener: () => void) {
  watchListeners.add(listener);
  return () => watchListeners.delete(listener);
}

/** A slot grid follows its section day live while it is mounted. */
export function useWatchDay(sectionId: string | null | undefined, date: string | null | undefined) {
  useEffect(() => {
    if (!sectionId || !date) return;
    const key = `${sectionId}:${date}`;
    const entry = watched.get(key) ?? { day: { sectionId, date }, count: 0 };
    entry.count += 1;
    watched.set(key, entry);
    watchListeners.forEach((l) => l());
    return () => {
      entry.count -= 1;
      if (entry.count <= 0) watched.delete(key);
      watchListeners.forEach((l) => l());
    };
  }, [sectionId, date]);
}
