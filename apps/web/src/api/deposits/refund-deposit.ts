import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * POST /appointment/:id/deposit/refund (the business's owner): a paid or kept deposit goes back
 * to the customer; answers the appointment, its deposit 'refunding'. 409 when it may not.
 */
export async function refundDeposit(appointmentId: string): Promise<Appointment> {
  const answer = await api.post<Appointment>(
    `/appointment/${encodeURIComponent(appointmentId)}/deposit/refund`,
  );
  return answer.data;
}

export const useRefundDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundDeposit,
    // The detail shows the answer at once; every list carrying the deposit refetches.
    onSuccess: (appointment) => {
      queryClient.setQueryData(queryKeys.appointment(appointment._id), appointment);
      return queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
    },
  });
};
