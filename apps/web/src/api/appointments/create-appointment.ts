import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterAppointmentChange } from './update-appointment';
import { createAppointment, type CreateAppointmentInput } from './post-appointment';

export { createAppointment, type CreateAppointmentInput };

export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    // The grid and the dashboard refresh in place; a refusal (slot just filled) refreshes too.
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
};
