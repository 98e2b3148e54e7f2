import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /users/me/totp: a new secret and its otpauth:// link (not on until confirmed). */
export const startTotp = async () =>
  (await api.post<{ secret: string; uri: string }>('/users/me/totp')).data;

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
