import type { Business } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { rememberZone } from '../../lib/business-today';

// Read by the public business page: a plain fetcher, no TanStack Query (public pages stay under
// their weight budget, docs/decisions/006-public-pages-without-router.md).

/**
 * GET /business/slug/:slug: a public business by a slug it has now or had before a rename; its
 * current slug is `slug` in the answer.
 */
export async function getBusinessBySlug(slug: string): Promise<Business> {
  const answer = await api.get<Business>(`/business/slug/${encodeURIComponent(slug)}`);
  rememberZone(answer.data);
  return answer.data;
}
