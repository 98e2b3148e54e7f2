import { accountTexts } from '@timeapp/domain/account-texts';
import { notifications } from '@mantine/notifications';
import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, screenTexts } from '@timeapp/domain/messages';
import { loginBody } from '@timeapp/domain/users-auth';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useLogin, type LoginAnswer } from '../../../api/auth/login';

// The code step and the passkey prompt load only when used: the sign-in page stays as light as
// it was (docs/decisions/048, docs/performance.md).
const SecondFactorForm = lazy(() => import('./second-factor-form'));
const passkeys = () => import('../../../api/two-factor/passkey-login');

type Props = {
  onSuccess: (answer: LoginAnswer) => void;
  /** Where the login leads: 'Sign Up' carries it on, so signing up returns there too. */
  next?: string | null;
};

/** A passkey prompt the user closed, or another prompt took over: nothing to report. */
const quietly = (error: unknown) =>
  !(error instanceof ApiError) &&
  ['NotAllowedError', 'AbortError'].includes((error as { name?: string } | null)?.name ?? '');

export function LoginForm({ onSuccess, next }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const autofill = useRef(false);
  const login = useLogin();
  // Every way in ends here. Signing in kept an account whose deletion was asked for
  // (docs/decisions/049): said once the dashboard opens.
  const signedIn = (answer: LoginAnswer) => {
    if (answer.message === accountTexts.accountRestored)
      notifications.show({ color: 'green', message: answer.message });
    onSuccess(answer);
  };
  const form = useForm({
    initial: { email: '', password: '' },
    schema: loginBody,
    onValid: (input) =>
      login.mutate(input, {
        onSuccess: (answer) => ('ticket' in answer ? setTicket(answer.ticket) : signedIn(answer)),
        onError: (error) => setFailure(errorMessage(error)),
      }),
  });

  // The browser's passkey autofill on the e-mail field (conditional UI), where supported: asked
  // for on the first focus of the form, so a visit that never signs in loads nothing for it.
  const offerAutofill = () => {
    if (autofill.current) return;
    autofill.current = true;
    void passkeys()
      .then((p) => p.passkeyLogin(true))
      .then(
        (answer) => answer && signedIn(answer),
        (error: unknown) => {
          if (!quietly(error)) setFailure(errorMessage(error, accountTexts.passkeyFailed));
        },
      );
  };
  useEffect(
    () => () => {
      if (autofill.current) void passkeys().then((p) => p.cancelPasskeyPrompt());
    },
    [],
  );

  const withPasskey = async () => {
    setPasskeyBusy(true);
    try {
      const answer = await (await passkeys()).passkeyLogin();
      if (answer) signedIn(answer);
    } catch (error) {
      if (!quietly(error)) setFailure(errorMessage(error, accountTexts.passkeyFailed));
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (ticket)
    return (
      <Suspense fallback={null}>
        <SecondFactorForm
          ticket={ticket}
          onSuccess={signedIn}
          onStartOver={() => setTicket(null)}
        />
      </Suspense>
    );

  return (
    <form
      onSubmit={form.onSubmit}
      onFocus={offerAutofill}
      noValidate
      aria-label={screenTexts.login.title}
    >
      <Stack gap="sm">
        <TextInput
          label={t.userName}
          type="email"
          autoComplete="username webauthn"
          {...form.field('email')}
          required
        />
        <PasswordInput
          label={fieldLabels.password}
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <Group justify="flex-end">
          <Anchor href={paths.forgotPassword} target="_blank" rel="noopener" size="sm">
            {t.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {screenTexts.login.title}
        </Button>
        <Divider label={t.or} labelPosition="center" />
        <Button
          variant="default"
          fullWidth
          leftSection={<IconKey size={18} aria-hidden />}
          loading={passkeyBusy}
          onClick={withPasskey}
        >
          {t.signInWithPasskey}
        </Button>
        <Button
          component={Link}
          to={next ? `${paths.register}?next=${encodeURIComponent(next)}` : paths.register}
          variant="light"
          fullWidth
        >
          {commonTexts.signUp}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Anchor component={Link} to={`${paths.timeApp}#contact`}>
            {t.contactUs}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={paths.howTo}>
            {commonTexts.howToUseLink}
          </Anchor>
        </Text>
      </Stack>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
