import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, ProposeBody } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { invalidateAfterAppointmentChange } from './update-appointment';

export type ProposeInput = { appointmentId: string } & ProposeBody;

/** POST /appointment/:id/proposal: the owner proposes another time (docs/decisions/034). */
export async function proposeTime({ appointmentId, ...body }: ProposeInput) {
  return api.post<Appointment>(`/appointment/${encodeURIComponent(appointmentId)}/proposal`, body);
}

/** POST /appointment/:id/proposal/accept|decline: the customer's answer. */
export async function answerProposal({
  appointmentId,
  answer,
}: {
  appointmentId: string;
  answer: 'accept' | 'decline';
}) {
  return api.post<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}/proposal/${answer}`,
    {},
  );
}

export const useProposeTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeTime,
    onSuccess: (answer, { appointmentId }) => {
      queryClient.setQueryData(queryKeys.appointment(appointmentId), answer.data);
      notifications.show({ color: 'green', message: answer.message });
      return queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
    },
  });
};

/**
 * Accepting moves the appointment (both days' grids change); declining changes only the
 * appointment. Either way, every list and grid is asked again, also when the answer was 409
 * (the proposal ended: the appointment screen then shows it gone).
 */
export const useAnswerProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerProposal,
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
};
