import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { safeNext } from '../../../lib/auth';

export default function RegisterRoute() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  // A visitor's pick on a public business page: the verification link and the login lead back.
  const next = safeNext(useSearchParams()[0].get('next'));
  const login = next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;

  if (created)
    return (
      <AuthLayout title={screenTexts.register.title}>
        <Stack>
          <Alert color="green" role="status">
            {messages.accountCreated}
          </Alert>
          <Button component={Link} to={paths.verifyEmail} variant="light">
            {t.noEmail}
          </Button>
          <Button component={Link} to={login}>
            {screenTexts.login.title}
          </Button>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout title={screenTexts.register.title} subtitle={screenTexts.register.intro} size="sm">
      <RegisterForm
        next={next}
        onRegistered={(answer, registerBusiness) => {
          // The unverified account's token may create the business; it travels in history state only.
          if (registerBusiness && answer.token)
            navigate(paths.createBusiness, { state: { token: answer.token } });
          else setCreated(true);
        }}
      />
      <Text size="sm" mt="md" ta="center">
        {t.alreadyRegistered}{' '}
        <Anchor component={Link} to={login}>
          {screenTexts.login.title}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
