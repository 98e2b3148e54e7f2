import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, SessionUser } from '@timeapp/domain/users';
import { api } from '../../lib/api-client';
import { rememberRegistration } from '../../lib/registration-token';

export type RegisterAnswer = { message: string; token: string | null; user: SessionUser | null };

/** POST /users: 201 with a token that may only create the business and read categories. */
export async function register(input: RegisterBody): Promise<RegisterAnswer> {
  const answer = await api.post<{ token?: string; user?: SessionUser }>('/users', input, {
    anonymous: true,
  });
  const token = (answer.token as string | undefined) ?? answer.data?.token ?? null;
  const user = (answer.user as SessionUser | undefined) ?? answer.data?.user ?? null;
  // The e-mailed link opened in this browser then verifies at once.
  if (token) rememberRegistration(token);
  return { message: answer.message, token, user };
}

export const useRegister = () => useMutation({ mutationFn: register });
