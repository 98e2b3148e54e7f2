import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDaySlots } from './day-slots';
import { pollWhileDown, useWatchDay } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

export const daySlotsQueryOptions = (businessId: string, sectionId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.slots(businessId, sectionId, date),
    queryFn: () => getDaySlots(businessId, sectionId, date),
    // Places fill up while the customer looks: the screen watches its day on the live stream
    // (useWatchDay); polling only while the stream is down.
    staleTime: 10_000,
    refetchInterval: pollWhileDown(30_000),
    refetchOnWindowFocus: true,
  });

/** The grid's day, followed live (`slots.changed`) while the grid is on screen. */
export function useDaySlots(businessId: string, sectionId: string, date: string | null) {
  useWatchDay(sectionId, date);
  return useQuery({ ...daySlotsQueryOptions(businessId, sectionId, date ?? ''), enabled: !!date });
}

export { getDaySlots };
