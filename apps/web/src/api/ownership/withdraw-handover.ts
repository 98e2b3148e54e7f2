import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** DELETE /business/:id/handover: the open offer's link no longer works. */
export async function withdrawHandover(businessId: string) {
  const answer = await api.delete(`/business/${encodeURIComponent(businessId)}/handover`);
  return answer.message;
}

export const useWithdrawHandover = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawHandover,
    onSuccess: (_message, businessId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.handoverOffer(businessId) }),
  });
};
