import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** DELETE /users/me/passkeys/:id: the passkey no longer signs in. */
export const removePasskey = async (id: string) =>
  (await api.delete<unknown>(`/users/me/passkeys/${encodeURIComponent(id)}`)).message;

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
