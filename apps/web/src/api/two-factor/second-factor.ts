import type { z } from 'zod';
import type { secondFactorBody } from '@timeapp/domain/two-factor';
import type { SessionUser } from '@timeapp/domain/users-auth';
import { api } from '../../lib/api-client';

/** POST /users/login/second-factor: the password's ticket and a code give the session. */
export async function secondFactorLogin(
  input: z.input<typeof secondFactorBody>,
): Promise<{ token: string; user: SessionUser; message: string }> {
  const answer = await api.post<unknown>('/users/login/second-factor', input, { anonymous: true });
  return {
    token: answer.token as string,
    user: answer.user as SessionUser,
    message: answer.message,
  };
}
