import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceAvailability } from '@timeapp/domain/team';
import { api } from '../../lib/api-client';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /business/:id/services/:serviceId/availability: the free start times of a service over
 * `days` days from `from`, with who is free at each; with `memberId`, that member's alone.
 */
export async function getServiceAvailability(
  businessId: string,
  serviceId: string,
  from: string,
  days: number,
  memberId?: string,
): Promise<ServiceAvailability> {
  const answer = await api.get<ServiceAvailability>(
    `/business/${encodeURIComponent(businessId)}/services/${encodeURIComponent(serviceId)}/availability`,
    { query: { from, days: String(days), ...(memberId ? { member: memberId } : {}) } },
  );
  return answer.data;
}

export const serviceAvailabilityQueryOptions = (
  businessId: string,
  serviceId: string,
  from: string,
  days: number,
  memberId: string | null,
) =>
  queryOptions({
    queryKey: queryKeys.serviceAvailability(businessId, serviceId, from, days, memberId ?? ''),
    queryFn: () => getServiceAvailability(businessId, serviceId, from, days, memberId ?? undefined),
    staleTime: 10_000,
    refetchInterval: pollWhileDown(30_000),
    refetchOnWindowFocus: true,
  });

/** A service's free times; its key is under 'slots', so every booking or cancellation refetches it. */
export function useServiceAvailability(
  businessId: string,
  serviceId: string | null,
  from: string,
  days: number,
  memberId: string | null,
) {
  return useQuery({
    ...serviceAvailabilityQueryOptions(businessId, serviceId ?? '', from, days, memberId),
    enabled: serviceId !== null,
    // Another member or service keeps the last times on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
