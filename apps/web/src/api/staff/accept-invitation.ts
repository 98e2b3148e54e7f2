import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationBody, AcceptedInvitation } from '@timeapp/domain/staff';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * POST /staff/invitations/accept: signed in to the invited address, the token alone; otherwise
 * a name and password, answered with the new session.
 */
export async function acceptInvitation(body: AcceptInvitationBody): Promise<AcceptedInvitation> {
  const answer = await api.post<AcceptedInvitation>('/staff/invitations/accept', body);
  return answer.data;
}

export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffMemberships }),
  });
};
