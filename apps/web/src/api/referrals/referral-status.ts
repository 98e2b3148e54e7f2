import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralStatus } from '@timeapp/domain/ratings';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id/referral: whether the signed-in caller has referred the business. */
export async function getReferralStatus(businessId: string): Promise<ReferralStatus> {
  return (await api.get<ReferralStatus>(`/business/${encodeURIComponent(businessId)}/referral`))
    .data;
}

export const referralStatusQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.referralStatus(businessId),
    queryFn: () => getReferralStatus(businessId),
  });

export const useReferralStatus = (businessId: string) =>
  useQuery(referralStatusQueryOptions(businessId));
