import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@timeapp/domain/users';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /users/:id: the caller's own profile, favourite business ids and related businesses. */
export async function getUser(userId: string): Promise<UserProfile> {
  const answer = await api.get<UserProfile>(`/users/${encodeURIComponent(userId)}`);
  return answer.data;
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.user(userId), queryFn: () => getUser(userId) });

export const useUser = (userId: string | null | undefined) =>
  useQuery({ ...userQueryOptions(userId ?? ''), enabled: !!userId });
