import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@timeapp/domain/audit';
import { pagedListOptions } from '../paged-list';
import { queryKeys } from '../../lib/query-keys';

// The audit trail (GET /business/:id/audit for its owner, GET /operator/audit for operators),
// a page at a time, newest first. Changes are made on other screens, so opening the trail
// always asks again (staleTime 0).

export const businessAuditQueryOptions = (businessId: string) =>
  pagedListOptions<AuditEntry>(
    queryKeys.businessAudit(businessId),
    `/business/${encodeURIComponent(businessId)}/audit`,
    { staleTime: 0 },
  );
export const operatorAuditQueryOptions = () =>
  pagedListOptions<AuditEntry>(queryKeys.operatorAudit, '/operator/audit', { staleTime: 0 });

export const useBusinessAudit = (businessId: string) =>
  useInfiniteQuery(businessAuditQueryOptions(businessId));
export const useOperatorAudit = () => useInfiniteQuery(operatorAuditQueryOptions());
