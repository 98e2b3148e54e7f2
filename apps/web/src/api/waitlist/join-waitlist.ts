import { useMutation } from '@tanstack/react-query';
import type { WaitlistBody, WaitlistEntry } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';

export type JoinWaitlistInput = { businessId: string; sectionId: string } & WaitlistBody;

/**
 * POST /business/:id/section/:sectionId/waitlist: 'Tell me when a place frees' on a full
 * slot; the customer is e-mailed (and told live) when one does.
 */
export async function joinWaitlist({ businessId, sectionId, ...body }: JoinWaitlistInput) {
  return api.post<WaitlistEntry>(
    `/business/${encodeURIComponent(businessId)}/section/${encodeURIComponent(sectionId)}/waitlist`,
    body,
  );
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
