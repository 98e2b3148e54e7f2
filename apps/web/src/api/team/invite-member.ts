import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** POST /business/:id/team/:memberId/invitation: a new staff invitation to the member's address. */
export async function inviteMember(businessId: string, memberId: string): Promise<string> {
  const answer = await api.post(
    `/business/${encodeURIComponent(businessId)}/team/${encodeURIComponent(memberId)}/invitation`,
  );
  return answer.message;
}

export const useInviteMember = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => inviteMember(businessId, memberId),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
