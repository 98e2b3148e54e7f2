import type { SessionUser, SignUpToBookBody } from '@timeapp/domain/users';
import { messages } from '@timeapp/domain/messages';
import { api } from '../../lib/api-client';

// Plain fetchers, without TanStack Query: the public business page signs up and books within
// its weight budget (docs/decisions/046).

export type SignedUp = { token: string; user: SessionUser };

const sessionOf = (answer: { token?: unknown; data?: { token?: string; user?: SessionUser } }) => {
  const token = (answer.token as string | undefined) ?? answer.data?.token;
  const user = answer.data?.user;
  if (!token || !user) throw new Error('the answer carries no session');
  return { token, user };
};

/** POST /users/sign-up-to-book: 201 with an unverified token (it may not book yet). */
export async function signUpToBook(input: SignUpToBookBody): Promise<SignedUp> {
  return sessionOf(
    await api.post<{ token: string; user: SessionUser }>('/users/sign-up-to-book', input, {
      anonymous: true,
    }),
  );
}

/** POST /users/verify-code with the sign-up's token: a verified session. */
export async function verifyCode(code: string, signUpToken: string): Promise<SignedUp> {
  return sessionOf(
    await api.post<{ token: string; user: SessionUser }>(
      '/users/verify-code',
      { code },
      { token: signUpToken },
    ),
  );
}

/** POST /users/resend-verification: the same answer whether or not the address exists. */
export async function resendVerification(input: { email: string }) {
  const answer = await api.post<unknown>('/users/resend-verification', input, { anonymous: true });
  return answer.message || messages.verificationSent;
}
