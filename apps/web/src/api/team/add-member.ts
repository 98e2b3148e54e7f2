import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, memberBody } from '@timeapp/domain/team';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

export type AddMemberInput = z.input<typeof memberBody>;

/** POST /business/:id/team: the owner adds a team member (201, the member). */
export async function addMember(businessId: string, input: AddMemberInput): Promise<Member> {
  const answer = await api.post<Member>(`/business/${encodeURIComponent(businessId)}/team`, input);
  return answer.data;
}

export const useAddMember = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMemberInput) => addMember(businessId, input),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
