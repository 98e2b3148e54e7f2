import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectLiveEvents,
  isLive,
  pollWhileDown,
  setLiveStatus,
  SILENCE_MS,
  type LiveMessage,
  type LiveStatus,
} from './live-events';
import { createInvalidator } from './live-updates';
import { queryKeys } from './query-keys';

// A fake events route: each fetch opens a stream the test writes to, as the server would.
function fakeServer(status = 200) {
  const encoder = new TextEncoder();
  const streams: {
    url: string;
    headers: Record<string, string>;
    priority: RequestInit['priority'];
    send: (text: string) => void;
    end: () => void;
  }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    streams.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      priority: init?.priority,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(status === 200 ? body : null, { status });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, streams };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

const booking = {
  type: 'appointment.created',
  at: '2026-11-24T01:00:00.000Z',
  appointmentId: 'a1',
  businessId: 'b1',
  sectionId: 's1',
  appointmentDate: '2026-11-30',
  appointmentTime: '10:00',
  status: 0,
  by: 'customer',
};

describe('live events client', () => {
  let messages: LiveMessage[];
  let statuses: LiveStatus[];
  beforeEach(() => {
    vi.useFakeTimers();
    messages = [];
    statuses = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    setLiveStatus('down');
  });

  const connect = (fetchImpl: typeof fetch, token: string | null = 'tok') =>
    connectLiveEvents({
      url: '/api/v1.1/events',
      getToken: () => token,
      fetch: fetchImpl,
      watch: [{ sectionId: 's1', date: '2026-11-30' }],
      onMessage: (m) => messages.push(m),
      onStatus: (s) => {
        statuses.push(s);
        setLiveStatus(s);
      },
    });

  it('sends the token in the Authorization header, never in the URL, and the watched days', async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    expect(server.streams).toHaveLength(1);
    expect(server.streams[0]!.headers.Authorization).toBe('Bearer tok');
    expect(server.streams[0]!.url).toBe('/api/v1.1/events?watch=s1%3A2026-11-30');
    expect(server.streams[0]!.url).not.toContain('tok');
    client.close();
  });

  it("is asked for at low priority: the screen's code and data come first", async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    expect(server.streams[0]!.priority).toBe('low');
    client.close();
  });

  it('is live after `ready`, passes events on, and polling stops only while live', async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    expect(pollWhileDown(15_000)()).toBe(15_000);
    server.streams[0]!.send('retry: 3000\n\nid: 4\nevent: ready\ndata: {"type":"ready"}\n\n');
    await settle();
    expect(statuses).toEqual(['connecting', 'live']);
    expect(isLive()).toBe(true);
    expect(pollWhileDown(15_000)()).toBe(false);

    server.streams[0]!.send(`id: 5\nevent: ${booking.type}\ndata: ${JSON.stringify(booking)}\n\n`);
    server.streams[0]!.send(': \n\n'); // a heartbeat is not an event
    await settle();
    expect(messages).toEqual([{ kind: 'event', type: booking.type, data: booking }]);

    server.streams[0]!.end();
    await settle();
    expect(isLive()).toBe(false);
    expect(pollWhileDown(15_000)()).toBe(15_000);
    client.close();
  });

  it("reconnects after the server's retry hint with Last-Event-ID", async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    server.streams[0]!.send('retry: 5000\n\nid: 9\nevent: ready\ndata: {"type":"ready"}\n\n');
    server.streams[0]!.send(`id: 12\nevent: ${booking.type}\ndata: ${JSON.stringify(booking)}\n\n`);
    server.streams[0]!.send('retry: 7000\n\n');
    server.streams[0]!.end();
    await settle();
    expect(statuses.at(-1)).toBe('down');

    await vi.advanceTimersByTimeAsync(6999);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]!.headers['Last-Event-ID']).toBe('12');
    client.close();
  });

  it('passes `resync` on, so the tab refetches everything', async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    server.streams[0]!.send('id: 30\nevent: resync\ndata: {"type":"resync"}\n\n');
    await settle();
    expect(messages).toEqual([{ kind: 'resync' }]);
    client.close();
  });

  it('treats a stream silent for a minute as dead and reconnects', async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    server.streams[0]!.send('id: 3\nevent: ready\ndata: {"type":"ready"}\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    server.streams[0]!.send(': \n\n'); // heartbeat: still alive
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    expect(statuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses.at(-1)).toBe('down');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]!.headers['Last-Event-ID']).toBe('3');
    client.close();
  });

  it('reconnects once with the new days when the screen follows another day', async () => {
    const server = fakeServer();
    const client = connect(server.fetchImpl);
    await settle();
    client.setWatch([{ sectionId: 's1', date: '2026-12-01' }]);
    await settle();
    expect(server.streams.map((s) => s.url)).toEqual([
      '/api/v1.1/events?watch=s1%3A2026-11-30',
      '/api/v1.1/events?watch=s1%3A2026-12-01',
    ]);
    await vi.advanceTimersByTimeAsync(10_000); // the replaced stream schedules nothing
    expect(server.streams).toHaveLength(2);
    client.close();
  });

  it('gives up on a 401 (signed out) and stays on polling', async () => {
    const server = fakeServer(401);
    const client = connect(server.fetchImpl);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.streams).toHaveLength(1);
    expect(isLive()).toBe(false);
    client.close();
  });
});

describe('what an event refetches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function seeded() {
    const client = new QueryClient();
    const keys = {
      bell: queryKeys.businessAppointments('b1', { status: 0 }),
      daySheet: queryKeys.businessAppointments('b1', { from: '2026-11-30', to: '2026-11-30' }),
      mine: queryKeys.myAppointments,
      customerBell: queryKeys.bell,
      upcoming: queryKeys.myUpcomingAppointments,
      appointment: queryKeys.appointment('a1'),
      grid: queryKeys.slots('b1', 's1', '2026-11-30'),
      otherGrid: queryKeys.slots('b1', 's1', '2026-12-01'),
      business: queryKeys.business('b1'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    const stale = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    return { client, stale };
  }

  it("a booking refetches the bell, lists, day sheet, appointment and that day's grid", async () => {
    const { client, stale } = seeded();
    const invalidator = createInvalidator(client);
    invalidator.add({ kind: 'event', type: booking.type, data: booking });
    expect(stale()).toEqual([]); // batched
    await vi.advanceTimersByTimeAsync(300);
    expect(stale()).toEqual([
      'bell',
      'daySheet',
      'mine',
      'customerBell',
      'upcoming',
      'appointment',
      'grid',
    ]);
  });

  it('slots.changed refetches that grid only', async () => {
    const { client, stale } = seeded();
    const invalidator = createInvalidator(client);
    invalidator.add({
      kind: 'event',
      type: 'slots.changed',
      data: { businessId: 'b1', sectionId: 's1', date: '2026-12-01' },
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(stale()).toEqual(['otherGrid']);
  });

  it('resync refetches everything shown', async () => {
    const { client, stale } = seeded();
    const invalidator = createInvalidator(client);
    invalidator.add({ kind: 'resync' });
    await vi.advanceTimersByTimeAsync(300);
    expect(stale()).toHaveLength(9);
  });
});
