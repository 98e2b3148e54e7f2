import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, updateBusinessBody } from '@timeapp/domain/businesses';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UpdateBusinessInput = Omit<z.input<typeof updateBusinessBody>, 'section'>;

/** PUT /business/:id: the owner's business fields (sections have their own feature). */
export async function updateBusiness(businessId: string, input: UpdateBusinessInput) {
  const answer = await api.put<Business | undefined>(
    `/business/${encodeURIComponent(businessId)}`,
    input,
  );
  return answer.data;
}

export const useUpdateBusiness = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBusinessInput) => updateBusiness(businessId, input),
    // The profile, the customer's business page and search cards show these fields.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.business(businessId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.businessSearch({}).slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
      ]),
  });
};
