import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** DELETE /appointment/:id/attendance: takes back 'Arrived' or 'Report' on the day recorded. */
export async function removeAttendance(appointmentId: string) {
  const answer = await api.delete<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}/attendance`,
  );
  return answer.data;
}

export const useRemoveAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
  });
};
