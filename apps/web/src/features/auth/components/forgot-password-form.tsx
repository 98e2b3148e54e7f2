import { Button, Stack, TextInput } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
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
    <form onSubmit={form.onSubmit} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        <FailureAlert error={forgot.error} fallback={messages.somethingWrong} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" loading={forgot.isPending}>
          Get Reset Link
        </Button>
      </Stack>
    </form>
  );
}
