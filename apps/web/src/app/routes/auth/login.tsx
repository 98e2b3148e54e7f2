import { Stack } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';
import { readVerifyLink } from '../../../api/auth/verify-email';
import { homeFor, useSession, useSignIn } from '../../../lib/auth';

export default function LoginRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const link = readVerifyLink(params);
  const { session } = useSession();
  const signIn = useSignIn();

  // Already signed in (and not here to verify an address): straight to where they belong.
  if (session && !link) return <Navigate to={homeFor(session, next)} replace />;

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Sign in to book and manage your appointments."
    >
      <Stack gap="md">
        {link && <VerifyEmailStatus link={link} />}
        <LoginForm onSuccess={(answer) => signIn(answer, next)} />
      </Stack>
    </AuthLayout>
  );
}
