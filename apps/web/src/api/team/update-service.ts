import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, serviceUpdate } from '@timeapp/domain/team';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

export type UpdateServiceInput = z.input<typeof serviceUpdate>;

/** PUT /business/:id/services/:serviceId: any of the service's fields. */
export async function updateService(
  businessId: string,
  serviceId: string,
  input: UpdateServiceInput,
): Promise<Service> {
  const answer = await api.put<Service>(
    `/business/${encodeURIComponent(businessId)}/services/${encodeURIComponent(serviceId)}`,
    input,
  );
  return answer.data;
}

export const useUpdateService = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // { id, input }, as every editable list of the team screen passes it (use-editable-list.ts).
    mutationFn: ({ id, input }: { id: string; input: UpdateServiceInput }) =>
      updateService(businessId, id, input),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
