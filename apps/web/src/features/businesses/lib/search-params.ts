import type { SearchFilters } from '../../../api/businesses/search-businesses';

const keys = ['name', 'category', 'city', 'suburb'] as const;

/** The criteria live in the URL, so results survive a reload and can be shared. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function filtersToParams(filters: SearchFilters) {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Trimmed, without empty fields (also the query key, so equal searches share a cache entry). */
export const cleanFilters = (filters: SearchFilters) => filtersFromParams(filtersToParams(filters));

export const hasFilter = (filters: SearchFilters) => Object.keys(cleanFilters(filters)).length > 0;
