import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandoverOffer } from '@timeapp/domain/business-closing';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id/handover: the business's open offer to another account, or null. */
export async function getHandoverOffer(businessId: string): Promise<HandoverOffer> {
  const answer = await api.get<HandoverOffer>(
    `/business/${encodeURIComponent(businessId)}/handover`,
  );
  return answer.data;
}

export const handoverOfferQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.handoverOffer(businessId),
    queryFn: () => getHandoverOffer(businessId),
  });

export const useHandoverOffer = (businessId: string) =>
  useQuery(handoverOfferQueryOptions(businessId));
