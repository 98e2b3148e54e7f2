import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, walkInBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateAfterAppointmentChange } from './update-appointment';

export type WalkInInput = { businessId: string } & z.output<typeof walkInBody>;

/**
 * POST /business/:id/walk-in: the owner books a walk-in or phone customer (name and phone, no
 * account), approved at once in a free place; 409 when the place was just taken.
 */
export const createWalkIn = ({ businessId, ...body }: WalkInInput) =>
  api.post<Appointment>(`/business/${encodeURIComponent(businessId)}/walk-in`, body);

export const useCreateWalkIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWalkIn,
    // The day sheet and the slot grids show the place taken; a refusal refreshes them too.
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
};
