import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /business/categories: `{"0": "Hair & Beauty", ...}` keyed by the stored category key. */
export async function listCategories(): Promise<Record<string, string>> {
  const answer = await api.get<Record<string, string>>('/business/categories');
  return answer.data ?? {};
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: listCategories, staleTime: Infinity });

export const useCategories = () => useQuery(categoriesQueryOptions());
