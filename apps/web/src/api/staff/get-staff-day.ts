import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import type { StaffMembership } from '@timeapp/domain/staff';
import { api } from '../../lib/api-client';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';
import { APPOINTMENTS_REFETCH_MS } from '../appointments/list-appointments';

/** GET /staff/appointments?date=: the caller's appointments as a team member that local day. */
export async function getStaffDay(date: string): Promise<AppointmentListItem[]> {
  const answer = await api.get<AppointmentListItem[]>(
    `/staff/appointments?${new URLSearchParams({ date }).toString()}`,
  );
  return answer.data;
}

export const staffDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.staffDay(date),
    queryFn: () => getStaffDay(date),
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

export const useStaffDay = (date: string) => useQuery(staffDayQueryOptions(date));

/** GET /staff: the caller's teams. */
export async function getMemberships(): Promise<StaffMembership[]> {
  return (await api.get<StaffMembership[]>('/staff')).data;
}

export const useMemberships = () =>
  useQuery({ queryKey: queryKeys.staffMemberships, queryFn: getMemberships });
