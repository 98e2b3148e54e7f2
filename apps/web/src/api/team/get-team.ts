import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { getServices, getTeam } from './team';

export { getServices, getTeam };

export const teamQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: queryKeys.team(businessId), queryFn: () => getTeam(businessId) });

export const servicesQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.services(businessId),
    queryFn: () => getServices(businessId),
  });

export const useTeam = (businessId: string) => useQuery(teamQueryOptions(businessId));
export const useServices = (businessId: string) => useQuery(servicesQueryOptions(businessId));
