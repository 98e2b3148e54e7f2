import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, sectionChange } from '@timeapp/domain/businesses';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Without `_id` a section is added, with `_id` edited, `{_id, __v: 1}` soft-deletes it. */
export type SectionChange = z.input<typeof sectionChange>;

/** PUT /business/:id with a `section` list: only the listed sections change. */
export async function saveSections(businessId: string, section: SectionChange[]) {
  const answer = await api.put<Business | undefined>(
    `/business/${encodeURIComponent(businessId)}`,
    { section },
  );
  return answer.data;
}

export const useSaveSections = (businessId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: SectionChange[]) => saveSections(businessId, section),
    // The owner's profile, the customer's business page and the slot grids all read the sections.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.business(businessId) }),
        queryClient.invalidateQueries({ queryKey: ['business', businessId] }),
      ]),
  });
};
