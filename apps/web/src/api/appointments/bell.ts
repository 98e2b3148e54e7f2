import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BellState } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';
import { APPOINTMENTS_REFETCH_MS } from './list-appointments';

/**
 * GET /users/me/bell: the appointments the business changed since the customer last opened the
 * bell. An appointment event on the live stream refetches it (its key is under 'appointments').
 */
export const bellQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bell,
    queryFn: async () => (await api.get<BellState>('/users/me/bell')).data,
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

export const useBell = () => useQuery(bellQueryOptions());

/** PUT /users/me/bell: the customer opened the bell; the answer is the bell with nothing new. */
export const useMarkBellSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.put<BellState>('/users/me/bell', { seen: true })).data,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.bell, state),
  });
};
