import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';

type Props = Omit<AlertProps, 'children' | 'color'> & {
  /** A query's or mutation's error; nothing shows while it is null. */
  error: unknown;
  /** Said when the error carries no message of the server's. */
  fallback?: string;
  /** Said instead, when the screen words the failure itself. */
  children?: ReactNode;
};

/** What went wrong with the last request, above the form that sent it. */
export function FailureAlert({ error, fallback, children, ...box }: Props) {
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" role="alert" {...box}>
      {children ?? errorMessage(error, fallback)}
    </Alert>
  );
}
