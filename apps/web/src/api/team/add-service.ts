import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, serviceBody } from '@timeapp/domain/team';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

export type AddServiceInput = z.input<typeof serviceBody>;

/** POST /business/:id/services: the owner adds a service to one of the sections (201). */
export async function addService(businessId: string, input: AddServiceInput): Promise<Service> {
  const answer = await api.post<Service>(
    `/business/${encodeURIComponent(businessId)}/services`,
    input,
  );
  return answer.data;
}

export const useAddService = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddServiceInput) => addService(businessId, input),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
