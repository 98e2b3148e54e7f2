import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { APPOINTMENTS_REFETCH_MS } from './list-my-appointments';

export type BusinessAppointmentFilters = {
  sectionId?: string;
  status?: 0 | 1 | 2;
  /** `YYYY-MM-DD`, business-local, inclusive. */
  from?: string;
  to?: string;
};

/** GET /appointment?businessId=...: a business's appointments (owner only), optionally filtered. */
export async function listBusinessAppointments(
  businessId: string,
  filters: BusinessAppointmentFilters = {},
): Promise<Appointment[]> {
  const answer = await api.get<Appointment[]>('/appointment', {
    query: { businessId, ...filters },
  });
  return answer.data ?? [];
}

export const businessAppointmentsQueryOptions = (
  businessId: string,
  filters: BusinessAppointmentFilters = {},
) =>
  queryOptions({
    queryKey: queryKeys.businessAppointments(businessId, filters),
    queryFn: () => listBusinessAppointments(businessId, filters),
    // A customer's booking or cancellation shows up on the owner's screens without a reload.
    refetchInterval: APPOINTMENTS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useBusinessAppointments = (
  businessId: string | null | undefined,
  filters: BusinessAppointmentFilters = {},
) =>
  useQuery({
    ...businessAppointmentsQueryOptions(businessId ?? '', filters),
    enabled: !!businessId,
  });
