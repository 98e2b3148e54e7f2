import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** DELETE /business/:id/services/:serviceId: past appointments still name it (a soft removal). */
export async function removeService(businessId: string, serviceId: string): Promise<void> {
  await api.delete(
    `/business/${encodeURIComponent(businessId)}/services/${encodeURIComponent(serviceId)}`,
  );
}

export const useRemoveService = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => removeService(businessId, serviceId),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
