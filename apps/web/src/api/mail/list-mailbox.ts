import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { compareIso } from '../../lib/compare';

export type MailboxMessage = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** GET /dev/mailbox (development only): every e-mail the server would have sent, newest first. */
export async function listMailbox(): Promise<MailboxMessage[]> {
  const answer = await api.get<MailboxMessage[]>('/dev/mailbox', { anonymous: true });
  return [...(answer.data ?? [])].sort((a, b) => compareIso(b.createdAt, a.createdAt));
}

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.devMailbox,
    queryFn: listMailbox,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useMailbox = () => useQuery(mailboxQueryOptions());
