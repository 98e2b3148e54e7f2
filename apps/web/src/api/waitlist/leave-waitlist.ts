import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** DELETE /waitlist/:id: the customer leaves the list. */
export async function leaveWaitlist(entryId: string) {
  return api.delete<null>(`/waitlist/${encodeURIComponent(entryId)}`);
}

export const useLeaveWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myWaitlist }),
  });
};
