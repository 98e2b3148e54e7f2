import type { DaySlots } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';

// The plain fetcher, apart from its query (get-day-slots.ts): the public business page calls it
// without TanStack Query, whose chunk would put it over its weight budget.

/** GET /business/:id/section/:sectionId/slots?date=: the day's slots (other customers anonymous). */
export async function getDaySlots(
  businessId: string,
  sectionId: string,
  date: string,
): Promise<DaySlots> {
  const answer = await api.get<DaySlots>(
    `/business/${encodeURIComponent(businessId)}/section/${encodeURIComponent(sectionId)}/slots`,
    { query: { date } },
  );
  return answer.data;
}
