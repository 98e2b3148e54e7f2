import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** An owner's decision shows up on the customer's screens without a reload. */
export const APPOINTMENTS_REFETCH_MS = 15_000;

/** GET /appointment: the caller's own appointments, sorted by start. */
export async function listMyAppointments(): Promise<Appointment[]> {
  const answer = await api.get<Appointment[]>('/appointment');
  return answer.data ?? [];
}

export const myAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myAppointments,
    queryFn: listMyAppointments,
    refetchInterval: APPOINTMENTS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useMyAppointments = () => useQuery(myAppointmentsQueryOptions());
