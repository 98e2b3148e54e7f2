import { Alert, Button, Group, TextInput } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages } from '@timeapp/domain/messages';
import { resendBody } from '@timeapp/domain/users-auth';
import { useForm } from '../../../lib/form';
import { useResendVerification } from '../../../api/auth/resend-verification';
import { FailureAlert } from '../../../components/ui/failure-alert';

export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const resend = useResendVerification();
  const form = useForm({
    initial: { email: initialEmail },
    schema: resendBody,
    onValid: (input) => resend.mutate(input),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.resendForm}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="email"
          {...form.field('email')}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={resend.isPending}>
          {t.resendButton}
        </Button>
      </Group>
      {resend.isSuccess && (
        <Alert color="green" mt="sm" role="status">
          {resend.data}
        </Alert>
      )}
      <FailureAlert error={resend.error} mt="sm" />
    </form>
  );
}
