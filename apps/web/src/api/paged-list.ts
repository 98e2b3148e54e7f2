import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

// Lists the server answers a page at a time, newest first (the operator console's lists, the
// audit trail): each page's entries in `data`, the next page's cursor in `next`; 'More' asks
// for the page below the last one shown.

export type Page<T> = { items: T[]; next: string | null };

async function pageOf<T>(path: string, before: string | null): Promise<Page<T>> {
  const answer = await api.get<T[]>(path, { query: { before } });
  return { items: answer.data, next: typeof answer.next === 'string' ? answer.next : null };
}

export const pagedListOptions = <T>(
  queryKey: readonly string[],
  path: string,
  options: { staleTime?: number } = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => pageOf<T>(path, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    ...options,
  });

/** The entries of every page loaded so far. */
export const allItems = <T>(data: { pages: Page<T>[] }) => data.pages.flatMap((page) => page.items);
