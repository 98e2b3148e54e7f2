import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type SearchFilters = { name?: string; category?: string; city?: string; suburb?: string };

/** GET /business?name&category&city&suburb: at least one filter, else 400 'Please fill in at least one field!'. */
export async function searchBusinesses(filters: SearchFilters): Promise<BusinessSummary[]> {
  const answer = await api.get<BusinessSummary[]>('/business', {
    query: { ...filters, limit: 100 },
  });
  return answer.data ?? [];
}

export const searchBusinessesQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: queryKeys.businessSearch(filters),
    queryFn: () => searchBusinesses(filters),
  });

export const useSearchBusinesses = (filters: SearchFilters, enabled = true) =>
  useQuery({ ...searchBusinessesQueryOptions(filters), enabled });
