import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

/**
 * DELETE /business/:id/team/:memberId. Refused with 409 (`member_has_appointments`) while the
 * member holds Waiting or Approved appointments ahead: the ApiError carries the server's words.
 */
export async function removeMember(businessId: string, memberId: string): Promise<void> {
  await api.delete(
    `/business/${encodeURIComponent(businessId)}/team/${encodeURIComponent(memberId)}`,
  );
}

export const useRemoveMember = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(businessId, memberId),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
