import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { confirmTotpBody } from '@timeapp/domain/two-factor';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /users/me/totp/confirm: a code from the app turns it on; answers the recovery codes. */
export const confirmTotp = async (input: z.input<typeof confirmTotpBody>) =>
  (await api.post<{ recoveryCodes: string[] }>('/users/me/totp/confirm', input)).data.recoveryCodes;

export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
