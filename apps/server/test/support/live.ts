import http from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { TestApp } from './test-app.ts';
import { bearer } from './users.ts';

/** Starts the test app on a free local port (streams need a real socket); answers its origin. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return listening(t);
}

export type Received = { id?: string; event?: string; data: Record<string, unknown>; at: number };

export type LiveStream = {
  status: number;
  /** The JSON answer when the stream was refused. */
  refusal?: { code: number; message: string };
  events: Received[];
  comments: number;
  retries: number[];
  ended: Promise<void>;
  /** The first event (already received or coming) that `match` accepts. */
  next(match: (e: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): void;
};

/**
 * A tab's stream, read as the web app reads it: a GET with the Authorization header, the body
 * parsed as server-sent events. (node:http rather than fetch: undici opens a spare connection
 * beside the stream, which would keep the test server from closing.)
 */
export async function openStream(
  origin: string,
  user: { token: string } | null,
  o: { watch?: string; lastEventId?: string } = {},
): Promise<LiveStream> {
  const url = new URL('/api/v1.1/events', origin);
  if (o.watch !== undefined) url.searchParams.set('watch', o.watch);
  const req = http.get(url, {
    agent: false,
    headers: {
      accept: 'text/event-stream',
      ...(user ? bearer(user) : {}),
      ...(o.lastEventId ? { 'last-event-id': o.lastEventId } : {}),
    },
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  const waiters: Array<{ match: (e: Received) => boolean; resolve: (e: Received) => void }> = [];
  const stream: LiveStream = {
    status: res.statusCode ?? 0,
    events: [],
    comments: 0,
    retries: [],
    ended: new Promise((resolve) => {
      res.once('close', resolve);
      req.once('error', () => resolve());
    }),
    next(match, timeoutMs = 5000) {
      const found = stream.events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => req.destroy(),
  };
  res.setEncoding('utf8');
  if (stream.status !== 200) {
    let body = '';
    for await (const chunk of res) body += chunk as string;
    stream.refusal = JSON.parse(body) as LiveStream['refusal'];
    return stream;
  }
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      const e: Received = {
        id: message.id,
        event: message.event,
        data: JSON.parse(message.data) as Record<string, unknown>,
        at: performance.now(),
      };
      stream.events.push(e);
      for (const w of [...waiters])
        if (w.match(e)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(e);
        }
    },
    onComment: () => {
      stream.comments += 1;
    },
    onRetry: (ms) => {
      stream.retries.push(ms);
    },
  });
  res.on('data', (chunk: string) => parser.feed(chunk));
  return stream;
}

/** Lets the server publish whatever it was going to, so 'nothing arrived' means something. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** The application events a stream received (not its `ready` or `resync`). */
export const appEvents = (s: LiveStream) =>
  s.events.filter((e) => e.event !== 'ready' && e.event !== 'resync');

/** Whether the server ended the stream within `ms`. */
export const endsWithin = (s: LiveStream, ms = 2000) =>
  Promise.race([s.ended.then(() => 'ended' as const), settle(ms).then(() => 'open' as const)]);
