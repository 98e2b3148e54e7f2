import { vi } from 'vitest';

export type RouteReply = { status?: number; body?: unknown };
type Handler = RouteReply | ((url: URL, init: RequestInit | undefined) => RouteReply);

/**
 * Stubs fetch by route: keys are 'METHOD /path' (path after /api/v1.1, no query), e.g.
 * 'GET /business/b1'. Unmatched calls answer 404, so a forgotten route shows up in the test.
 */
export function routeFetch(routes: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\.1/, '');
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    const reply =
      typeof handler === 'function'
        ? handler(url, init)
        : (handler ?? { status: 404, body: { code: 404, message: 'Not found' } });
    const status = reply.status ?? 200;
    return new Response(JSON.stringify(reply.body ?? { code: status, message: '', data: null }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The calls made to one route, with their parsed JSON bodies. */
export function callsTo(fn: ReturnType<typeof routeFetch>, route: string) {
  const [method, path] = route.split(' ');
  return fn.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (
        (init?.method ?? 'GET') === method && url.pathname.replace(/^\/api\/v1\.1/, '') === path
      );
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body:
        init?.body && typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined,
    }));
}

export const ok = <T>(data: T, message = 'OK'): RouteReply => ({
  body: { code: 200, message, data },
});
export const fail = (status: number, message: string): RouteReply => ({
  status,
  body: { code: status, message },
});
