import { useMutation } from '@tanstack/react-query';
import type { AcceptedHandover } from '@timeapp/domain/business-closing';
import { api } from '../../lib/api-client';

/** POST /business/handovers/accept: the business is the caller's; answers it and the message. */
export async function acceptHandover(token: string) {
  const answer = await api.post<AcceptedHandover>('/business/handovers/accept', { token });
  return { ...answer.data, message: answer.message };
}

export const useAcceptHandover = () => useMutation({ mutationFn: acceptHandover });
