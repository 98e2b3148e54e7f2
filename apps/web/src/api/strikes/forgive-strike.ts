import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStrikes } from '@timeapp/domain/strikes';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /business/:id/strikes/:strikeId/forgive: the owner forgives one; answers the list. */
export async function forgiveStrike(businessId: string, strikeId: string) {
  const answer = await api.post<CustomerStrikes>(
    `/business/${encodeURIComponent(businessId)}/strikes/${encodeURIComponent(strikeId)}/forgive`,
  );
  return answer.data;
}

export const useForgiveStrike = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (strikeId: string) => forgiveStrike(businessId, strikeId),
    onSuccess: (list) =>
      queryClient.setQueryData(queryKeys.customerStrikes(businessId, list.userId), list),
  });
};
