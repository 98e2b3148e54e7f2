import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { messages } from '@timeapp/domain/messages';
import { api, ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { forgetRegistration, registrationToken } from '../../lib/registration-token';

export type VerifyLink = { email: string; token: string; expires: string };

/**
 * GET /users/verify-email with the link's query, and the token of the sign-up made in this
 * browser if there is one. Opened elsewhere, a sign-up's link answers 403 `verifyNeedsPassword`:
 * the opener chooses the password (`verifyWithPassword`).
 */
export async function verifyEmail(link: VerifyLink) {
  const registered = registrationToken();
  try {
    const answer = await api.get<unknown>('/users/verify-email', {
      query: link,
      ...(registered ? { token: registered } : { anonymous: true }),
    });
    forgetRegistration();
    return answer.message || messages.verified;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'response')
      throw new ApiError(error.code, error.message || messages.verificationFailed);
    throw new ApiError(0, messages.verificationFailedLater, 'network');
  }
}

export const verifyEmailQueryOptions = (link: VerifyLink) =>
  queryOptions({
    queryKey: queryKeys.verifyEmail(link),
    queryFn: () => verifyEmail(link),
    retry: false,
    staleTime: Infinity,
  });

/** Verifies once per link; `null` when the page was opened without a link. */
export const useVerifyEmail = (link: VerifyLink | null) =>
  useQuery({
    ...verifyEmailQueryOptions(link ?? { email: '', token: '', expires: '' }),
    enabled: !!link,
  });

/** The link parameters from a query string, when all three are present. */
export function readVerifyLink(params: URLSearchParams): VerifyLink | null {
  const email = params.get('email');
  const token = params.get('token');
  const expires = params.get('expires');
  return email && token && expires ? { email, token, expires } : null;
}

/** The link was opened outside the sign-up it came from: a password must be chosen first. */
export const needsPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 403 && error.message === messages.verifyNeedsPassword;

export type VerifyWithPasswordInput = VerifyLink & { password: string; confirmPassword: string };

/** POST /users/verify-email: verifies with the link, the account taking the chosen password. */
export async function verifyWithPassword(input: VerifyWithPasswordInput) {
  const answer = await api.post<unknown>('/users/verify-email', input, { anonymous: true });
  forgetRegistration();
  return answer.message || messages.verified;
}

export const useVerifyWithPassword = () => useMutation({ mutationFn: verifyWithPassword });
