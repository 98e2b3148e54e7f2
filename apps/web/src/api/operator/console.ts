import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BugReport,
  ContactMessage,
  OperatorAction,
  OperatorBusiness,
  OperatorPage,
  VerdictBody,
} from '@timeapp/domain/operator';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The operator console (/operator): the server checks the operator role on every call. Each
// list comes a page at a time, newest first; 'More' asks for the page below the last one shown.

async function pageOf<T>(path: string, before: string | null): Promise<OperatorPage<T>> {
  const answer = await api.get<T[]>(path, { query: { before } });
  return { items: answer.data, next: typeof answer.next === 'string' ? answer.next : null };
}

const listQueryOptions = <T>(queryKey: readonly string[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => pageOf<T>(path, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const operatorBugReportsQueryOptions = () =>
  listQueryOptions<BugReport>(queryKeys.operatorBugReports, '/operator/bug-reports');
export const operatorBusinessesQueryOptions = () =>
  listQueryOptions<OperatorBusiness>(queryKeys.operatorBusinesses, '/operator/businesses');
export const operatorActionsQueryOptions = () =>
  listQueryOptions<OperatorAction>(queryKeys.operatorActions, '/operator/actions');
export const operatorContactMessagesQueryOptions = () =>
  listQueryOptions<ContactMessage>(queryKeys.operatorContactMessages, '/operator/contact-messages');

export const useOperatorBugReports = () => useInfiniteQuery(operatorBugReportsQueryOptions());
export const useOperatorBusinesses = () => useInfiniteQuery(operatorBusinessesQueryOptions());
export const useOperatorActions = () => useInfiniteQuery(operatorActionsQueryOptions());
export const useOperatorContactMessages = () =>
  useInfiniteQuery(operatorContactMessagesQueryOptions());

/** The entries of every page loaded so far. */
export const allItems = <T>(data: { pages: OperatorPage<T>[] }) =>
  data.pages.flatMap((page) => page.items);

const useRefreshConsole = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.operator });
};

export const useDecideBugReport = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, ...body }: VerdictBody & { id: string }) =>
      api.post<null>(`/operator/bug-reports/${encodeURIComponent(id)}/verdict`, body),
    onSettled: refresh,
  });
};

export const useMarkPaid = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, paidThrough }: { id: string; paidThrough: string | null }) =>
      api.put<null>(`/operator/businesses/${encodeURIComponent(id)}/paid-through`, {
        paidThrough,
      }),
    onSettled: refresh,
  });
};

export const useMarkContactHandled = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<null>(`/operator/contact-messages/${encodeURIComponent(id)}/handled`),
    onSettled: refresh,
  });
};
