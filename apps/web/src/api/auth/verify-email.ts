import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@timeapp/domain/messages';
import { api, ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type VerifyLink = { email: string; token: string; expires: string };

export async function verifyEmail(link: VerifyLink) {
  try {
    const answer = await api.get<unknown>('/users/verify-email', { query: link, anonymous: true });
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
