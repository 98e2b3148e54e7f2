import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanAnswer } from '@timeapp/domain/billing';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id/plan: where the owner's business stands (its owner only). */
export async function getPlan(businessId: string): Promise<PlanAnswer> {
  const answer = await api.get<PlanAnswer>(`/business/${encodeURIComponent(businessId)}/plan`);
  return answer.data;
}

export const planQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: queryKeys.plan(businessId), queryFn: () => getPlan(businessId) });

export const usePlan = (businessId: string) => useQuery(planQueryOptions(businessId));
