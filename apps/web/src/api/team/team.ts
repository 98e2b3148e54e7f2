import type { Member, Service } from '@timeapp/domain/team';
import { api } from '../../lib/api-client';

// The plain fetchers, apart from their queries (get-team.ts): the public business page reads
// them without TanStack Query, whose chunk would put it over its weight budget.

const base = (businessId: string) => `/business/${encodeURIComponent(businessId)}`;

/** GET /business/:id/team: the members, in team order (e-mails only for the owner). */
export const getTeam = async (businessId: string) =>
  (await api.get<Member[]>(`${base(businessId)}/team`)).data;

/** GET /business/:id/services: every service of the business, grouped by section on screen. */
export const getServices = async (businessId: string) =>
  (await api.get<Service[]>(`${base(businessId)}/services`)).data;
