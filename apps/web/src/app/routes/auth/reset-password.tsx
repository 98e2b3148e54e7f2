import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('resettoken') ?? params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);

  return (
    <AuthLayout title={t.resetPassword}>
      {!token ? (
        <Stack>
          <Alert color="red" role="alert">
            {messages.resetTokenInvalid}
          </Alert>
          <Button component={Link} to={paths.forgotPassword} variant="light">
            {t.getResetLink}
          </Button>
        </Stack>
      ) : done ? (
        <Stack>
          <Alert color="green" role="status">
            {done}
          </Alert>
          <Button component={Link} to={paths.login}>
            {screenTexts.login.title}
          </Button>
        </Stack>
      ) : (
        <ResetPasswordForm token={token} onDone={setDone} />
      )}
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to={paths.login}>
          {t.backToLogin}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
