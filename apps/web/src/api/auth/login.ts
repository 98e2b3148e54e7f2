import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@timeapp/domain/users-auth';
import type { z } from 'zod';
import type { loginBody } from '@timeapp/domain/users-auth';
import { api } from '../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;
export type LoginAnswer = { token: string; user: SessionUser };

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await api.post<LoginAnswer>('/users/login', input, { anonymous: true });
  // v1.1 puts token and user at the top level; newer answers also carry them in data.
  const token = (answer.token as string | undefined) ?? answer.data?.token;
  const user = (answer.user as SessionUser | undefined) ?? answer.data?.user;
  if (!token || !user) throw new Error('The login answer has no token');
  return { token, user };
}

export const useLogin = () => useMutation({ mutationFn: login });
