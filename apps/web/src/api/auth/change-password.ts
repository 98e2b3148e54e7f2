import { useMutation } from '@tanstack/react-query';
import type { changePasswordBody } from '@timeapp/domain/users';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { getSession, setSession } from '../../lib/auth-store';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/**
 * POST /users/change-password: current and new password (the confirmation stays in the form).
 * The change ends every older session, this one included: the answer's new token replaces it.
 */
export async function changePassword(input: ChangePasswordInput) {
  const answer = await api.post<unknown>('/users/change-password', input);
  const session = getSession();
  if (session && typeof answer.token === 'string') setSession({ ...session, token: answer.token });
  return answer;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
