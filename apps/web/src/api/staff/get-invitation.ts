import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffInvitation } from '@timeapp/domain/staff';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /staff/invitations/:token: whom the link invites, and whether to sign in or sign up. */
export async function getInvitation(token: string): Promise<StaffInvitation> {
  const answer = await api.get<StaffInvitation>(`/staff/invitations/${encodeURIComponent(token)}`, {
    anonymous: true,
  });
  return answer.data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.staffInvitation(token),
    queryFn: () => getInvitation(token),
    retry: false,
  });

export const useInvitation = (token: string) =>
  useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
