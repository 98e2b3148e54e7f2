import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';
import { APPOINTMENTS_REFETCH_MS } from './list-appointments';

/** GET /appointment/:id: one appointment (its customer or the business owner). */
export async function getAppointment(appointmentId: string): Promise<Appointment> {
  const answer = await api.get<Appointment>(`/appointment/${encodeURIComponent(appointmentId)}`);
  return answer.data;
}

export const appointmentQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: queryKeys.appointment(appointmentId),
    queryFn: () => getAppointment(appointmentId),
    // The other side's decision arrives live; polling only while the stream is down.
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

export const useAppointment = (appointmentId: string | null | undefined) =>
  useQuery({ ...appointmentQueryOptions(appointmentId ?? ''), enabled: !!appointmentId });
