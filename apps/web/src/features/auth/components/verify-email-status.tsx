import { Alert, Loader, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages } from '@timeapp/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useState } from 'react';
import { needsPassword, useVerifyEmail, type VerifyLink } from '../../../api/auth/verify-email';
import { ChoosePasswordToVerify } from './choose-password-to-verify';

/**
 * Handles a verification link: shows progress, then 'verified' or why not. Opened outside the
 * browser that signed up, it asks for the account's password first.
 */
export function VerifyEmailStatus({ link }: { link: VerifyLink }) {
  const verify = useVerifyEmail(link);
  const [chosen, setChosen] = useState(false);
  if (verify.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t.verifyChecking}</Text>
      </Group>
    );
  if (verify.isError && needsPassword(verify.error) && !chosen)
    return <ChoosePasswordToVerify link={link} onDone={() => setChosen(true)} />;
  if (verify.isError && !chosen)
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
