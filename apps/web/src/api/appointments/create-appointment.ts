import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, createAppointmentBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { invalidateAfterAppointmentChange } from './update-appointment';
import { api } from '../../lib/api-client';

export type CreateAppointmentInput = z.input<typeof createAppointmentBody>;

/** POST /appointment: 201 with status 0 (Waiting); 400 closed/off day, 409 slot full. */
export const createAppointment = (input: CreateAppointmentInput) =>
  api.post<Appointment>('/appointment', input);

export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    // The grid and the dashboard refresh in place; a refusal (slot just filled) refreshes too.
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
};
