import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorState } from '@timeapp/domain/two-factor';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /users/me/two-factor: the caller's passkeys and authenticator app. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.twoFactor,
    queryFn: async () => (await api.get<TwoFactorState>('/users/me/two-factor')).data,
  });

export const useTwoFactor = () => useQuery(twoFactorQueryOptions());
