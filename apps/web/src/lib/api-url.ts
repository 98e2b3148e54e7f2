import { env } from '../config/env';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** The API's URL for `path`, with the query's given values (empty ones left out). */
export function apiUrl(path: string, query?: Query) {
  const url = `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
