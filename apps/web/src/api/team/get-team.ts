import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member, Service } from '@timeapp/domain/team';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const base = (businessId: string) => `/business/${encodeURIComponent(businessId)}`;

/** GET /business/:id/team: the members, in team order (e-mails only for the owner). */
export const getTeam = async (businessId: string) =>
  (await api.get<Member[]>(`${base(businessId)}/team`)).data;

/** GET /business/:id/services: every service of the business, grouped by section on screen. */
export const getServices = async (businessId: string) =>
  (await api.get<Service[]>(`${base(businessId)}/services`)).data;

export const teamQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: queryKeys.team(businessId), queryFn: () => getTeam(businessId) });

export const servicesQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.services(businessId),
    queryFn: () => getServices(businessId),
  });

export const useTeam = (businessId: string) => useQuery(teamQueryOptions(businessId));
export const useServices = (businessId: string) => useQuery(servicesQueryOptions(businessId));
