import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@timeapp/domain/businesses';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /places?q=: localities for the address autocomplete. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const answer = await api.get<Place[]>('/places', { query: { q }, signal });
  return answer.data ?? [];
}

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.places(q),
    queryFn: ({ signal }) => searchPlaces(q, signal),
    staleTime: 5 * 60_000,
  });

/** Pass the debounced text: nothing is asked for fewer than 2 characters. */
export const usePlaces = (q: string) =>
  useQuery({ ...placesQueryOptions(q.trim()), enabled: q.trim().length >= 2 });
