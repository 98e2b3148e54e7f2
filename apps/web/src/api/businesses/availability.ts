import type { SectionAvailability } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';

// The plain fetcher, apart from its query (get-availability.ts): the public business page calls
// it without TanStack Query, whose chunk would put it over its weight budget.

/** GET /business/:id/section/:sectionId/availability?from&to: each day open or not, places free. */
export async function getAvailability(
  businessId: string,
  sectionId: string,
  from: string,
  to: string,
): Promise<SectionAvailability> {
  const answer = await api.get<SectionAvailability>(
    `/business/${encodeURIComponent(businessId)}/section/${encodeURIComponent(sectionId)}/availability`,
    { query: { from, to } },
  );
  return answer.data;
}
