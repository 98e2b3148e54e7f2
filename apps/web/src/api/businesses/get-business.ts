import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';
import { rememberZone } from '../../lib/business-today';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id: the business with its active sections, rating and time zone. */
export async function getBusiness(businessId: string): Promise<Business> {
  const answer = await api.get<Business>(`/business/${encodeURIComponent(businessId)}`);
  rememberZone(answer.data);
  return answer.data;
}

export const businessQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.business(businessId),
    queryFn: () => getBusiness(businessId),
  });

export const useBusiness = (businessId: string | null | undefined) =>
  useQuery({ ...businessQueryOptions(businessId ?? ''), enabled: !!businessId });
