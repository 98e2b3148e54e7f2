import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistBody, WaitlistEntry } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type JoinWaitlistInput = { businessId: string; sectionId: string } & WaitlistBody;

/**
 * POST /business/:id/section/:sectionId/waitlist: 'Tell me when a place frees' on a full
 * slot, or 'Tell me when a time frees' for a service on a day with no free time (`serviceId`,
 * `memberId` or anyone); the customer is e-mailed (and told live) when one does.
 */
export async function joinWaitlist({ businessId, sectionId, ...body }: JoinWaitlistInput) {
  return api.post<WaitlistEntry>(
    `/business/${encodeURIComponent(businessId)}/section/${encodeURIComponent(sectionId)}/waitlist`,
    body,
  );
}

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myWaitlist }),
  });
};
