import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, attendanceBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type Attendance = z.infer<typeof attendanceBody>['attendance'];

/** POST /appointment/:id/attendance: the 'Arrived' and 'Report' (no-show) buttons, approved only. */
export async function recordAttendance({
  appointmentId,
  attendance,
}: {
  appointmentId: string;
  attendance: Attendance;
}) {
  const answer = await api.post<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}/attendance`,
    {
      attendance,
    },
  );
  return answer.data;
}

export const useRecordAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
  });
};
