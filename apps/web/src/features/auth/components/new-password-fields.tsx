import { PasswordInput } from '@mantine/core';
import type { useForm } from '../../../lib/form';

type FieldProps = ReturnType<ReturnType<typeof useForm>['field']>;

/**
 * A new password and its confirmation, for every form that sets one (reset, choosing one to
 * verify an address): one wording, one autocomplete hint, one pair of visibility toggles.
 */
export function NewPasswordFields({
  field,
}: {
  field: (key: 'password' | 'confirmPassword') => FieldProps;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        {...field('password')}
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...field('confirmPassword')}
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmation' }}
      />
    </>
  );
}
