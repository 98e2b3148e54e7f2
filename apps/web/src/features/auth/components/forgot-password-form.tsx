import { Button, Stack, TextInput } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { forgotBody } from '@timeapp/domain/users-auth';
import { useForm } from '../../../lib/form';
import { useForgotPassword } from '../../../api/auth/forgot-password';
import { FailureAlert } from '../../../components/ui/failure-alert';

type Props = { onSent: (message: string) => void };

export function ForgotPasswordForm({ onSent }: Props) {
  const forgot = useForgotPassword();
  const form = useForm({
    initial: { email: '' },
    schema: forgotBody,
    onValid: (input) =>
      forgot.mutate(input, {
        onSuccess: (message) => onSent(message || messages.resetMailSent),
        // A refused address clears the field.
        onError: () => form.set('email', ''),
      }),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={screenTexts.forgotPassword.title}>
      <Stack gap="sm">
        <FailureAlert error={forgot.error} fallback={messages.somethingWrong} />
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Button type="submit" loading={forgot.isPending}>
          {t.getResetLink}
        </Button>
      </Stack>
    </form>
  );
}
