import { Alert, Button } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';
import { errorMessage } from '../../lib/api-client';

/**
 * The business screens' loading and failure states: a loader only while loading, never on a
 * timer; a failed load says why and offers a Retry (offline, the server restarting).
 */
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
      <Alert color="red" role="alert" title={messages.couldNotLoad}>
        {errorMessage(query.error)}
        <Button
          display="block"
          mt="sm"
          variant="light"
          color="red"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {messages.retry}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}
