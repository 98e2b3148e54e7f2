import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { profileTexts as t } from '@timeapp/domain/profile-texts';
import { changePasswordForm } from '@timeapp/domain/users';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useChangePassword } from '../../../api/auth/change-password';
import { FailureAlert } from '../../../components/ui/failure-alert';

type Props = { onDone: (message: string) => void; onCancel: () => void };

function failure(error: unknown) {
  if (!(error instanceof ApiError)) return messages.failed;
  // The new password already passed the shared policy here, so a refusal means the current one
  // was wrong (docs/product-rules.md 4.5); a rate limit or a lost connection says so itself.
  if (error.code >= 400 && error.code < 500 && error.code !== 429)
    return messages.changeWrongCurrent;
  return error.kind === 'response' && error.code >= 500 ? messages.failed : error.message;
}

/** Current, new and confirmation; the new password follows the one password policy. */
export function ChangePasswordForm({ onDone, onCancel }: Props) {
  const change = useChangePassword();
  const { field, onSubmit } = useForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    schema: changePasswordForm,
    onValid: ({ oldPassword, newPassword }) =>
      change.mutate(
        { oldPassword, newPassword },
        { onSuccess: (answer) => onDone(answer.message || messages.passwordChanged) },
      ),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.passwordForm}>
      <Stack gap="sm">
        <FailureAlert error={change.error}>{failure(change.error)}</FailureAlert>
        <PasswordInput
          label={fieldLabels.oldPassword}
          autoComplete="current-password"
          required
          data-autofocus
          {...field('oldPassword')}
        />
        <PasswordInput
          label={fieldLabels.newPassword}
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <PasswordInput
          label={commonTexts.confirmNewPassword}
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
