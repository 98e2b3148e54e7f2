import { Stack } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';
import { readVerifyLink } from '../../../api/auth/verify-email';
import { homeFor, safeNext, useSession, useSignIn } from '../../../lib/auth';
import { screenTexts } from '@timeapp/domain/messages';

export default function LoginRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const link = readVerifyLink(params);
  const { session } = useSession();
  const signIn = useSignIn();

  // Already signed in (and not here to verify an address): straight to where they belong.
  if (session && !link) return <Navigate to={homeFor(session, next)} replace />;

  return (
    <AuthLayout title={screenTexts.login.title} subtitle={screenTexts.login.intro}>
      <Stack gap="md">
        {link && <VerifyEmailStatus link={link} />}
        <LoginForm next={safeNext(next)} onSuccess={(answer) => signIn(answer, next)} />
      </Stack>
    </AuthLayout>
  );
}
