import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { changePasswordForm } from '@timeapp/domain/users';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { validate, type FieldErrors } from '../../../lib/form';
import { useChangePassword } from '../../../api/auth/change-password';

type Props = { onDone: (message: string) => void; onCancel: () => void };

function failure(error: unknown) {
  if (!(error instanceof ApiError)) return messages.failed;
  // The new password already passed the shared policy here, so a refusal means the current one
  // was wrong (SPEC.md's message); a rate limit or a lost connection says so itself.
  if (error.code >= 400 && error.code < 500 && error.code !== 429)
    return messages.changeWrongCurrent;
  return error.kind === 'response' && error.code >= 500 ? messages.failed : error.message;
}

/** Current, new and confirmation; the new password follows the one password policy. */
export function ChangePasswordForm({ onDone, onCancel }: Props) {
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();

  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(changePasswordForm, values);
    setErrors(checked.errors);
    if (!checked.ok) return;
    const { oldPassword, newPassword } = checked.data;
    change.mutate(
      { oldPassword, newPassword },
      { onSuccess: (answer) => onDone(answer.message || messages.passwordChanged) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        {change.isError && (
          <Alert color="red" role="alert">
            {failure(change.error)}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          {...field('oldPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
