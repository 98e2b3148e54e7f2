import { Alert, Loader, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmail, type VerifyLink } from '../../../api/auth/verify-email';

/** Handles a verification link: shows progress, then 'verified' or why not. */
export function VerifyEmailStatus({ link }: { link: VerifyLink }) {
  const verify = useVerifyEmail(link);
  if (verify.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Checking your verification link…</Text>
      </Group>
    );
  if (verify.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {errorMessage(verify.error, messages.verificationFailed)}
      </Alert>
    );
  return (
    <Alert color="green" icon={<IconCircleCheck />} role="status">
      {messages.verified}
    </Alert>
  );
}
