import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type CategoryOption = { value: string; label: string };

/** GET /business/categories: `data` is a map keyed by index ({"0": "Hair & Beauty", ...}). */
export async function listCategories(): Promise<CategoryOption[]> {
  const answer = await api.get<Record<string, string>>('/business/categories');
  return Object.entries(answer.data ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => ({ value, label }));
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: listCategories, staleTime: 60 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
