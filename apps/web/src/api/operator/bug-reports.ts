import { useMutation } from '@tanstack/react-query';
import type { BugReportBody } from '@timeapp/domain/operator';
import { api } from '../../lib/api-client';

/** POST /bug-report: 'Report a bug', for anyone signed in. */
export const sendBugReport = (body: BugReportBody) =>
  api.post<{ _id: string }>('/bug-report', body);

export const useSendBugReport = () => useMutation({ mutationFn: sendBugReport });
