import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { removeTotpBody } from '@timeapp/domain/two-factor';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /users/me/totp/remove: a code (or a recovery code) turns the app off. */
export const removeTotp = async (input: z.input<typeof removeTotpBody>) =>
  (await api.post<unknown>('/users/me/totp/remove', input)).message;

export function useRemoveTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
