import { PasswordInput } from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels } from '@timeapp/domain/messages';
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
        label={fieldLabels.newPassword}
        autoComplete="new-password"
        {...field('password')}
        visibilityToggleButtonProps={{ 'aria-label': t.showNewPassword }}
      />
      <PasswordInput
        label={commonTexts.confirmNewPassword}
        autoComplete="new-password"
        {...field('confirmPassword')}
        visibilityToggleButtonProps={{ 'aria-label': t.showConfirmation }}
      />
    </>
  );
}
