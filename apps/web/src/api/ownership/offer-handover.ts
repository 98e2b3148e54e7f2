import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferHandoverBody } from '@timeapp/domain/business-closing';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /business/:id/handover: the offer e-mailed; answers what the server says. */
export async function offerHandover(input: OfferHandoverBody & { businessId: string }) {
  const { businessId, ...body } = input;
  const answer = await api.post(`/business/${encodeURIComponent(businessId)}/handover`, body);
  return answer.message;
}

export const useOfferHandover = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerHandover,
    onSuccess: (_message, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.handoverOffer(businessId) }),
  });
};
