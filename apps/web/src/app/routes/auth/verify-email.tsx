import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { readVerifyLink } from '../../../api/auth/verify-email';
import { ResendVerificationForm } from '../../../features/auth/components/resend-verification-form';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const link = readVerifyLink(params);
  return (
    <AuthLayout title={t.verifyTitle}>
      <Stack gap="md">
        {link ? <VerifyEmailStatus link={link} /> : <Text size="sm">{t.verifyOpenLink}</Text>}
        <Anchor component={Link} to={paths.login} size="sm">
          {t.goToLogin}
        </Anchor>
        <Divider label={t.resendQuestion} labelPosition="center" />
        <ResendVerificationForm initialEmail={link?.email ?? ''} />
      </Stack>
    </AuthLayout>
  );
}
