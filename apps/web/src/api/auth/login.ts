import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@timeapp/domain/users-auth';
import type { z } from 'zod';
import type { loginBody } from '@timeapp/domain/users-auth';
import { api } from '../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;
/** `message`: what the server said, e.g. that signing in kept an account about to be deleted. */
export type LoginAnswer = { token: string; user: SessionUser; message?: string };
/** A right password of an account with an authenticator app: its code comes next (202). */
export type LoginTicket = { ticket: string };

export async function login(input: LoginInput): Promise<LoginAnswer | LoginTicket> {
  const answer = await api.post<LoginAnswer & LoginTicket>('/users/login', input, {
    anonymous: true,
  });
  if (answer.code === 202 && answer.data?.ticket) return { ticket: answer.data.ticket };
  // v1.1 puts token and user at the top level; newer answers also carry them in data.
  const token = (answer.token as string | undefined) ?? answer.data?.token;
  const user = (answer.user as SessionUser | undefined) ?? answer.data?.user;
  if (!token || !user) throw new Error('The login answer has no token');
  return { token, user, message: answer.message };
}

export const useLogin = () => useMutation({ mutationFn: login });
