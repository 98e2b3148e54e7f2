import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { setSession } from '../lib/auth-store';
import { aUser } from '@timeapp/domain/testing';
import type { SessionUser } from '@timeapp/domain/users';

type Options = {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the UI is mounted at (for params). */
  path?: string;
  /** Other routes to land on, e.g. after a redirect. */
  routes?: RouteObject[];
  /** Bare: no Mantine/Query (public pages must work without them). */
  bare?: boolean;
};

/** Renders a screen or component inside Mantine, TanStack Query and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', path = '*', routes = [], bare = false } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const tree = <RouterProvider router={router} />;
  const result = render(
    bare ? (
      tree
    ) : (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
      </MantineProvider>
    ),
  );
  return { ...result, user: userEvent.setup({ delay: null }), router, queryClient };
}

type Reply = { status?: number; body?: unknown } | Error;

/** Stubs fetch with one reply per call (the last repeats); returns the mock to inspect calls. */
export function mockFetch(...replies: Reply[]) {
  let i = 0;
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(i++, replies.length - 1)] ?? { status: 200, body: {} };
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body a fetch call sent. */
export const sentBody = (fn: ReturnType<typeof mockFetch>, call = 0) =>
  JSON.parse(String(fn.mock.calls[call]?.[1]?.body ?? 'null')) as unknown;

/** A session's user: the shared factory's user, only the fields a login answers. */
export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => {
  const { _id, email, firstName, lastName, profileImage, relatedBusinesses } = aUser(overrides);
  return { _id, email, firstName, lastName, profileImage, relatedBusinesses };
};

export const signInAs = (user: SessionUser = testUser()) =>
  setSession({ token: 'test-token', user });
