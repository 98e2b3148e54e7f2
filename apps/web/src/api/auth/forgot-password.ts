import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /users/forgot-password: the same answer whether or not the address exists. */
export async function forgotPassword(input: { email: string }) {
  const answer = await api.post<unknown>('/users/forgot-password', input, { anonymous: true });
  return answer.message;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
