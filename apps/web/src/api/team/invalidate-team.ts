import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/**
 * After any change to a member or a service: a member's `serviceIds` and a service's
 * `memberIds` are one relation, so both lists change together; and free times are computed
 * from rosters, services and who performs them, so every slot answer (service availability
 * included, under 'slots') is refetched.
 */
export const invalidateTeam = (queryClient: QueryClient, businessId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.team(businessId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.services(businessId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allSlots }),
  ]);
