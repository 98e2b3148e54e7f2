import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BugReport,
  ContactMessage,
  OperatorAction,
  OperatorBusiness,
  VerdictBody,
} from '@timeapp/domain/operator';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The operator console (/operator): the server checks the operator role on every call.

export const operatorBugReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operatorBugReports,
    queryFn: async () => (await api.get<BugReport[]>('/operator/bug-reports')).data,
  });
export const operatorBusinessesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operatorBusinesses,
    queryFn: async () => (await api.get<OperatorBusiness[]>('/operator/businesses')).data,
  });
export const operatorActionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operatorActions,
    queryFn: async () => (await api.get<OperatorAction[]>('/operator/actions')).data,
  });

export const operatorContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operatorContactMessages,
    queryFn: async () => (await api.get<ContactMessage[]>('/operator/contact-messages')).data,
  });

export const useOperatorBugReports = () => useQuery(operatorBugReportsQueryOptions());
export const useOperatorBusinesses = () => useQuery(operatorBusinessesQueryOptions());
export const useOperatorActions = () => useQuery(operatorActionsQueryOptions());
export const useOperatorContactMessages = () => useQuery(operatorContactMessagesQueryOptions());

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
