import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextsMonthAnswer } from '@timeapp/domain/sms';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/:id/texts: texts sent to the business's customers this month (owner only). */
export async function getTextsMonth(businessId: string): Promise<TextsMonthAnswer> {
  const answer = await api.get<TextsMonthAnswer>(
    `/business/${encodeURIComponent(businessId)}/texts`,
  );
  return answer.data;
}

export const textsMonthQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.textsMonth(businessId),
    queryFn: () => getTextsMonth(businessId),
  });

export const useTextsMonth = (businessId: string) => useQuery(textsMonthQueryOptions(businessId));
