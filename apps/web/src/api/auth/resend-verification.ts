import { useMutation } from '@tanstack/react-query';
import { messages } from '@timeapp/domain/messages';
import { api } from '../../lib/api-client';

/** POST /users/resend-verification: the same answer whether or not the address exists. */
export async function resendVerification(input: { email: string }) {
  const answer = await api.post<unknown>('/users/resend-verification', input, { anonymous: true });
  return answer.message || messages.verificationSent;
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
