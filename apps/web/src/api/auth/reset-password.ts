import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type ResetInput = { password: string; confirmPassword: string; token: string };

/** POST /users/reset-password: the token from the e-mailed link is single-use, valid 1 hour. */
export async function resetPassword(input: ResetInput) {
  const answer = await api.post<unknown>('/users/reset-password', input, { anonymous: true });
  return answer.message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
