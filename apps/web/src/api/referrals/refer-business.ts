import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /business/:id/referral: the '+ Referral' button (once per customer and business). */
export const referBusiness = (businessId: string) =>
  api.post<unknown>(`/business/${encodeURIComponent(businessId)}/referral`);

export const useReferBusiness = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: referBusiness,
    onSuccess: (_answer, businessId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.business(businessId) }),
  });
};
