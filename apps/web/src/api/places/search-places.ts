import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /places?q=: localities (suburb, city, state, country) for address fields and search. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const answer = await api.get<Place[]>('/places', { query: { q }, signal, anonymous: true });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.places(q),
    queryFn: ({ signal }) => searchPlaces(q, signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for what was typed; asks only from two characters on. */
export const usePlaces = (q: string) => {
  const term = q.trim();
  return useQuery({ ...placesQueryOptions(term), enabled: term.length >= 2 });
};
