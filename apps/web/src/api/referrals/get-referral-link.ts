import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralLink } from '@timeapp/domain/billing';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /referral-link/:code: the business a referral link /r/{code} names. */
export async function getReferralLink(code: string): Promise<ReferralLink> {
  return (await api.get<ReferralLink>(`/referral-link/${encodeURIComponent(code)}`)).data;
}

export const referralLinkQueryOptions = (code: string) =>
  queryOptions({ queryKey: queryKeys.referralLink(code), queryFn: () => getReferralLink(code) });

export const useReferralLink = (code: string) => useQuery(referralLinkQueryOptions(code));
