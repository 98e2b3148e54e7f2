import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { twoFactorTexts as t } from '@timeapp/domain/two-factor-texts';
import { secondFactorForm } from '@timeapp/domain/two-factor';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { secondFactorLogin } from '../../../api/two-factor/second-factor';
import type { LoginAnswer } from '../../../api/auth/login';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';

type Props = {
  ticket: string;
  onSuccess: (answer: LoginAnswer) => void;
  /** Back to the password (the ticket lapsed, or another account). */
  onStartOver: () => void;
};

/**
 * The second step of a password sign-in with an authenticator app (docs/decisions/048): the
 * app's six digits, or one of the recovery codes. Loaded only when a password answers 202.
 */
export default function SecondFactorForm({ ticket, onSuccess, onStartOver }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: secondFactorLogin });
  const form = useForm({
    initial: { code: '' },
    schema: secondFactorForm,
    onValid: ({ code }) =>
      send.mutate(
        { ticket, code },
        { onSuccess, onError: (error) => setFailure(errorMessage(error)) },
      ),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="second-factor-title">
          {t.codeTitle}
        </Title>
        <Text size="sm">{recovery ? t.recoveryIntro : t.codeIntro}</Text>
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t.recoveryLabel : t.codeLabel}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 11 : 6}
          data-autofocus
          autoFocus
          {...form.field('code')}
          required
        />
        <Button type="submit" loading={send.isPending} fullWidth>
          {t.verify}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => setRecovery(!recovery)}>
            {recovery ? t.useAppCode : t.useRecoveryCode}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onStartOver}>
            {t.startOver}
          </Anchor>
        </Group>
      </Stack>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
