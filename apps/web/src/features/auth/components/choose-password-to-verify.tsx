import { Button, Stack, Text } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages } from '@timeapp/domain/messages';
import { verifyWithPasswordBody } from '@timeapp/domain/users-auth';
import { useVerifyWithPassword, type VerifyLink } from '../../../api/auth/verify-email';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { passwordPolicy } from '../../../components/ui/password-rules';
import { useForm } from '../../../lib/form';
import { NewPasswordFields } from './new-password-fields';

type Props = { link: VerifyLink; onDone: () => void };

/**
 * A sign-up's verification link opened outside the browser that signed up: whoever opens it
 * proves the address, so they choose the account's password before it is verified
 * (docs/decisions/039). The password typed at sign-up stops working.
 */
export function ChoosePasswordToVerify({ link, onDone }: Props) {
  const verify = useVerifyWithPassword();
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    schema: verifyWithPasswordBody,
    toInput: (v) => ({ ...link, ...v }),
    onValid: (input) => verify.mutate(input, { onSuccess: onDone }),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.choosePassword}>
      <Stack gap="sm">
        <FailureAlert error={verify.error} fallback={messages.somethingWrongLater} />
        <Text size="sm">{messages.verifyChoosePassword}</Text>
        <Text size="xs" c="dimmed">
          {passwordPolicy.join(' · ')}
        </Text>
        <NewPasswordFields field={form.field} />
        <Button type="submit" loading={verify.isPending}>
          {messages.verifyChooseButton}
        </Button>
      </Stack>
    </form>
  );
}
