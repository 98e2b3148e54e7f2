import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, screenTexts } from '@timeapp/domain/messages';
import { loginBody } from '@timeapp/domain/users-auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useLogin, type LoginAnswer } from '../../../api/auth/login';

type Props = {
  onSuccess: (answer: LoginAnswer) => void;
  /** Where the login leads: 'Sign Up' carries it on, so signing up returns there too. */
  next?: string | null;
};

export function LoginForm({ onSuccess, next }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const form = useForm({
    initial: { email: '', password: '' },
    schema: loginBody,
    onValid: (input) =>
      login.mutate(input, { onSuccess, onError: (error) => setFailure(errorMessage(error)) }),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={screenTexts.login.title}>
      <Stack gap="sm">
        <TextInput
          label={t.userName}
          type="email"
          autoComplete="username"
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
