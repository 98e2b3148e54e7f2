import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DaySlots } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

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

export const daySlotsQueryOptions = (businessId: string, sectionId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.slots(businessId, sectionId, date),
    queryFn: () => getDaySlots(businessId, sectionId, date),
    // Places fill up while the customer looks: keep the grid close to the truth.
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export const useDaySlots = (businessId: string, sectionId: string, date: string | null) =>
  useQuery({ ...daySlotsQueryOptions(businessId, sectionId, date ?? ''), enabled: !!date });
