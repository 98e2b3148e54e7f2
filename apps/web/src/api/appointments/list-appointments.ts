import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { AppointmentStatus } from '@timeapp/domain/status';
import { api } from '../../lib/api-client';
import { pollWhileDown } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';
import { compareIso } from '../../lib/compare';

/**
 * The other side's booking, decision or cancellation arrives on the live stream
 * (lib/live-updates.ts); this polling covers only the time the stream is down.
 */
export const APPOINTMENTS_REFETCH_MS = 15_000;

export type BusinessAppointmentFilters = {
  sectionId?: string;
  status?: AppointmentStatus;
  /** `YYYY-MM-DD`, business-local, inclusive. */
  from?: string;
  to?: string;
};

/**
 * GET /appointment: without `businessId` the caller's own appointments (customer side), with it
 * a business's appointments (owner only), optionally filtered. Sorted by start.
 */
export async function listAppointments(
  query: { businessId?: string; upcoming?: boolean } & BusinessAppointmentFilters = {},
): Promise<AppointmentListItem[]> {
  const answer = await api.get<AppointmentListItem[]>('/appointment', { query });
  return answer.data ?? [];
}

export const myAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myAppointments,
    queryFn: () => listAppointments(),
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

/** What is coming: Waiting and Approved, from the business's today on (server-side filter). */
export const myUpcomingAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myUpcomingAppointments,
    queryFn: () => listAppointments({ upcoming: true }),
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

/** Cancelled and rejected ones, newest first. */
export const myCancelledAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myCancelledAppointments,
    queryFn: async () =>
      (await listAppointments({ status: AppointmentStatus.Cancelled })).sort((a, b) =>
        compareIso(b.startsAt, a.startsAt),
      ),
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

export const businessAppointmentsQueryOptions = (
  businessId: string,
  filters: BusinessAppointmentFilters = {},
) =>
  queryOptions({
    queryKey: queryKeys.businessAppointments(businessId, filters),
    queryFn: () => listAppointments({ businessId, ...filters }),
    refetchInterval: pollWhileDown(APPOINTMENTS_REFETCH_MS),
    refetchOnWindowFocus: true,
  });

export const useMyAppointments = () => useQuery(myAppointmentsQueryOptions());
export const useMyUpcomingAppointments = () => useQuery(myUpcomingAppointmentsQueryOptions());
export const useMyCancelledAppointments = () => useQuery(myCancelledAppointmentsQueryOptions());

export const useBusinessAppointments = (
  businessId: string | null | undefined,
  filters: BusinessAppointmentFilters = {},
) =>
  useQuery({
    ...businessAppointmentsQueryOptions(businessId ?? '', filters),
    enabled: !!businessId,
  });
