import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandoverInvitation } from '@timeapp/domain/business-closing';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /business/handovers/:token: the offer, as the account it is made to reads it. */
export async function getHandoverInvitation(token: string): Promise<HandoverInvitation> {
  const answer = await api.get<HandoverInvitation>(
    `/business/handovers/${encodeURIComponent(token)}`,
  );
  return answer.data;
}

export const handoverInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.handoverInvitation(token),
    queryFn: () => getHandoverInvitation(token),
    retry: false,
  });

export const useHandoverInvitation = (token: string) =>
  useQuery({ ...handoverInvitationQueryOptions(token), enabled: token !== '' });
