import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterRoute() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  if (created)
    return (
      <AuthLayout title="Sign up">
        <Stack>
          <Alert color="green" role="status">
            {messages.accountCreated}
          </Alert>
          <Button component={Link} to={paths.verifyEmail} variant="light">
            Did not get the e-mail?
          </Button>
          <Button component={Link} to={paths.login}>
            Login
          </Button>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Free for customers. Business owners: tick the box at the end."
      size="sm"
    >
      <RegisterForm
        onRegistered={(answer, registerBusiness) => {
          // The unverified account's token may create the business; it travels in history state only.
          if (registerBusiness && answer.token)
            navigate(paths.createBusiness, { state: { token: answer.token } });
          else setCreated(true);
        }}
      />
      <Text size="sm" mt="md" ta="center">
        Already registered?{' '}
        <Anchor component={Link} to={paths.login}>
          Login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
