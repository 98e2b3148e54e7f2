import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { renewRecoveryCodesBody } from '@timeapp/domain/two-factor';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST /users/me/totp/recovery-codes: ten new recovery codes for a code; the old ones end. */
export const renewRecoveryCodes = async (input: z.input<typeof renewRecoveryCodesBody>) =>
  (await api.post<{ recoveryCodes: string[] }>('/users/me/totp/recovery-codes', input)).data
    .recoveryCodes;

export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
