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
    // Settled, not only succeeded: 'already referred' also tells the button it is done.
    onSettled: (_answer, _error, businessId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.business(businessId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.referralStatus(businessId) }),
      ]),
  });
};
