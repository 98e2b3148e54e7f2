import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, sectionChange } from '@timeapp/domain/businesses';
import type { updateBusinessWithPolicy } from '@timeapp/domain/cancellation-policy-schema';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The owner's business fields, or a `section` list: only the listed sections change. */
export type UpdateBusinessInput = z.input<typeof updateBusinessWithPolicy>;

/** Without `_id` a section is added, with `_id` edited, `{_id, __v: 1}` soft-deletes it. */
export type SectionChange = z.input<typeof sectionChange>;

/** PUT /business/:id: the owner edits the business's fields or its sections. */
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
    // The profile, the customer's business page, search cards and the slot grids read these.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.business(businessId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.businessSearches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
        queryClient.invalidateQueries({ queryKey: queryKeys.businessSlots(businessId) }),
      ]),
  });
};
