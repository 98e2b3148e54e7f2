import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type CalendarFeedStatus = { exists: boolean; createdAt: string | null };

/** GET /users/calendar-feed: whether the caller has a feed. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: async () => (await api.get<CalendarFeedStatus>('/users/calendar-feed')).data,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** POST /users/calendar-feed: a new webcal:// address (the old one, if any, stops working). */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ url: string }>('/users/calendar-feed')).data,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}

/** DELETE /users/calendar-feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<unknown>('/users/calendar-feed')).message,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
