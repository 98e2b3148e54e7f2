import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@timeapp/domain/appointments';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /waitlist: the caller's entries still ahead, soonest first. */
export async function getMyWaitlist(): Promise<WaitlistEntry[]> {
  return (await api.get<WaitlistEntry[]>('/waitlist')).data;
}

export const myWaitlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myWaitlist, queryFn: getMyWaitlist });

export const useMyWaitlist = () => useQuery(myWaitlistQueryOptions());
