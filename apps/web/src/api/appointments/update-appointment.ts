import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import type { updateAppointmentBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type UpdateAppointmentInput = { appointmentId: string } & z.input<
  typeof updateAppointmentBody
>;

/** PUT /appointment/:id: accept (1), reject or cancel (2, with a reason). */
export async function updateAppointment({ appointmentId, ...body }: UpdateAppointmentInput) {
  const answer = await api.put<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}`,
    body,
  );
  return answer;
}

/** A status change frees or holds a place: every appointment list and slot grid may change. */
export const invalidateAfterAppointmentChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allSlots }),
  ]);

export const useUpdateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => invalidateAfterAppointmentChange(queryClient),
  });
};
