import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, memberUpdate } from '@timeapp/domain/team';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { invalidateTeam } from './invalidate-team';

export type UpdateMemberInput = z.input<typeof memberUpdate>;

/** PUT /business/:id/team/:memberId: any of the member's fields. */
export async function updateMember(
  businessId: string,
  memberId: string,
  input: UpdateMemberInput,
): Promise<Member> {
  const answer = await api.put<Member>(
    `/business/${encodeURIComponent(businessId)}/team/${encodeURIComponent(memberId)}`,
    input,
  );
  return answer.data;
}

export const useUpdateMember = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // { id, input }, as every editable list of the team screen passes it (use-editable-list.ts).
    mutationFn: ({ id, input }: { id: string; input: UpdateMemberInput }) =>
      updateMember(businessId, id, input),
    onSuccess: () => invalidateTeam(queryClient, businessId),
  });
};
