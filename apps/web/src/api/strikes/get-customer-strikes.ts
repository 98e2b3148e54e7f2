import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerStrikes } from '@timeapp/domain/strikes';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id/customers/:userId/strikes: a customer's strikes there (its owner). */
export async function getCustomerStrikes(
  businessId: string,
  userId: string,
): Promise<CustomerStrikes> {
  const answer = await api.get<CustomerStrikes>(
    `/business/${encodeURIComponent(businessId)}/customers/${encodeURIComponent(userId)}/strikes`,
  );
  return answer.data;
}

export const customerStrikesQueryOptions = (businessId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.customerStrikes(businessId, userId),
    queryFn: () => getCustomerStrikes(businessId, userId),
  });

export const useCustomerStrikes = (businessId: string, userId: string) =>
  useQuery(customerStrikesQueryOptions(businessId, userId));
