import { Button, Group, PasswordInput } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';

/**
 * The end of a form for a step that cannot be taken back (deleting the account, closing or
 * handing over a business): the password that confirms it, Cancel, and the step's button.
 */
export function PasswordConfirm({
  label,
  password,
  onPassword,
  onCancel,
  submit,
  loading,
  danger = false,
}: {
  label: string;
  password: string;
  onPassword: (value: string) => void;
  onCancel: () => void;
  /** The submit button's words. */
  submit: string;
  loading: boolean;
  /** Red: the step destroys something. */
  danger?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        autoComplete="current-password"
        required
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit" color={danger ? 'red.9' : undefined} loading={loading}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
