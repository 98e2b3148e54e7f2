import { ActionIcon, Button, Group, List, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages } from '@timeapp/domain/messages';
import { resetBody } from '@timeapp/domain/users-auth';
import { passwordPolicy } from '../../../components/ui/password-rules';
import { useForm } from '../../../lib/form';
import { useResetPassword } from '../../../api/auth/reset-password';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { NewPasswordFields } from './new-password-fields';

type Props = { token: string; onDone: (message: string) => void };

function RulesInfo() {
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={t.passwordRules}>
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          {t.passwordNeeds}
        </Text>
        <List size="sm" spacing={2}>
          {passwordPolicy.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ResetPasswordForm({ token, onDone }: Props) {
  const reset = useResetPassword();
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    schema: resetBody,
    toInput: (v) => ({ ...v, token }),
    onValid: (input) =>
      reset.mutate(input, { onSuccess: (message) => onDone(message || messages.passwordReset) }),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.resetPassword}>
      <Stack gap="sm">
        <FailureAlert error={reset.error} fallback={messages.somethingWrongLater} />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t.chooseNewPassword}
          </Text>
          <RulesInfo />
        </Group>
        <NewPasswordFields field={form.field} />
        <Button type="submit" loading={reset.isPending}>
          {t.resetPassword}
        </Button>
      </Stack>
    </form>
  );
}
