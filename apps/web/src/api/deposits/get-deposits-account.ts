import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositsAccount } from '@timeapp/domain/deposits';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Back from Stripe's onboarding, the account is asked again a few times while Stripe settles. */
const SETTLING_POLL_MS = 2_000;
const SETTLING_POLLS = 5;

/**
 * GET /business/:id/deposits (its owner): whether the server takes payments, and where the
 * business's Stripe account stands. While onboarding, the server asks Stripe each time.
 */
export async function getDepositsAccount(businessId: string): Promise<DepositsAccount> {
  const answer = await api.get<DepositsAccount>(
    `/business/${encodeURIComponent(businessId)}/deposits`,
  );
  return answer.data;
}

/** `settling`: just back from Stripe's onboarding; asked again a few times while onboarding. */
export const depositsAccountQueryOptions = (businessId: string, settling = false) =>
  queryOptions({
    queryKey: queryKeys.depositsAccount(businessId),
    queryFn: () => getDepositsAccount(businessId),
    refetchInterval: (query) =>
      settling &&
      query.state.data?.status === 'onboarding' &&
      query.state.dataUpdateCount < SETTLING_POLLS
        ? SETTLING_POLL_MS
        : false,
  });

export const useDepositsAccount = (businessId: string, settling = false) =>
  useQuery(depositsAccountQueryOptions(businessId, settling));
