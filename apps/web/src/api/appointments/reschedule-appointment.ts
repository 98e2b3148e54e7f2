import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, RescheduleBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { api } from '../../lib/api-client';
import { invalidateAfterAppointmentChange } from './update-appointment';

export type RescheduleInput = { appointmentId: string } & RescheduleBody;

/**
 * POST /appointment/:id/reschedule: the customer moves their Waiting or Approved appointment
 * to another free time of its section (request mode: back to Waiting).
 */
export async function rescheduleAppointment({ appointmentId, ...body }: RescheduleInput) {
  return api.post<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}/reschedule`,
    body,
  );
}

/** The old and the new place both change: every list and grid is asked again. */
export const useRescheduleAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: answer.message || messages.rescheduled }),
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
};
