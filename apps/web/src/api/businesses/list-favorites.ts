import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/favorite: the caller's favourite businesses. */
export async function listFavorites(): Promise<BusinessSummary[]> {
  const answer = await api.get<BusinessSummary[]>('/business/favorite');
  return answer.data ?? [];
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.favorites, queryFn: listFavorites });

export const useFavorites = () => useQuery(favoritesQueryOptions());
