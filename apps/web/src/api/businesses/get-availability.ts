import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAvailability } from './availability';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

export const availabilityQueryOptions = (
  businessId: string,
  sectionId: string,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: queryKeys.availability(businessId, sectionId, from, to),
    queryFn: () => getAvailability(businessId, sectionId, from, to),
    // Booking and cancelling events refetch it (live-updates.ts); polling only while the
    // stream is down, like the slot grid.
    staleTime: 10_000,
    refetchInterval: pollWhileDown(30_000),
    refetchOnWindowFocus: true,
  });

/** Days `from`..`to` of a section; `enabled` false waits (a month not yet opened). */
export function useAvailability(
  businessId: string,
  sectionId: string,
  range: { from: string; to: string } | null,
) {
  return useQuery({
    ...availabilityQueryOptions(businessId, sectionId, range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    // Moving to another month keeps the last month's marks until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export { getAvailability };
