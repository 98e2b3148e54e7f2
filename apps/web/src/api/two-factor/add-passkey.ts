import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyItem } from '@timeapp/domain/two-factor';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

type Options = { state: string; options: Record<string, unknown> };

/**
 * Adds a passkey: the server's options, the browser's 'create a passkey' prompt
 * (@simplewebauthn/browser, loaded only now), then the attestation back to the server.
 */
export async function addPasskey(): Promise<PasskeyItem> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { state, options } = (await api.post<Options>('/users/me/passkeys/options')).data;
  const response = await startRegistration({ optionsJSON: options as never });
  return (await api.post<PasskeyItem>('/users/me/passkeys', { state, response })).data;
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
