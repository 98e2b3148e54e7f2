import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../../components/ui/page-loader';
import { errorMessage } from '../../../../lib/api-client';

/** The business screens' loading and failure states: a loader only while loading, never on a timer. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title="Could not load">
        {errorMessage(query.error)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
