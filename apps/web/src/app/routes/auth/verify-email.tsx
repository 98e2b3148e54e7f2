import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { readVerifyLink } from '../../../api/auth/verify-email';
import { ResendVerificationForm } from '../../../features/auth/components/resend-verification-form';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const link = readVerifyLink(params);
  return (
    <AuthLayout title="Verify your e-mail">
      <Stack gap="md">
        {link ? (
          <VerifyEmailStatus link={link} />
        ) : (
          <Text size="sm">Open the link in the e-mail we sent you to verify your address.</Text>
        )}
        <Anchor component={Link} to={paths.login} size="sm">
          Go to login
        </Anchor>
        <Divider label="No e-mail, or the link expired?" labelPosition="center" />
        <ResendVerificationForm initialEmail={link?.email ?? ''} />
      </Stack>
    </AuthLayout>
  );
}
