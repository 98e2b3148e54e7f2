import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BugReport,
  ContactMessage,
  OperatorBusiness,
  VerdictBody,
} from '@timeapp/domain/operator';
import { api } from '../../lib/api-client';
import { pagedListOptions } from '../paged-list';
import { queryKeys } from '../../lib/query-keys';

// The operator console (/operator): the server checks the operator role on every call. Each
// list comes a page at a time, newest first (api/paged-list.ts). Its 'Changes' tab is the audit
// trail (api/audit/get-audit.ts).

export const operatorBugReportsQueryOptions = () =>
  pagedListOptions<BugReport>(queryKeys.operatorBugReports, '/operator/bug-reports');
export const operatorBusinessesQueryOptions = () =>
  pagedListOptions<OperatorBusiness>(queryKeys.operatorBusinesses, '/operator/businesses');
export const operatorContactMessagesQueryOptions = () =>
  pagedListOptions<ContactMessage>(queryKeys.operatorContactMessages, '/operator/contact-messages');

export const useOperatorBugReports = () => useInfiniteQuery(operatorBugReportsQueryOptions());
export const useOperatorBusinesses = () => useInfiniteQuery(operatorBusinessesQueryOptions());
export const useOperatorContactMessages = () =>
  useInfiniteQuery(operatorContactMessagesQueryOptions());

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
