import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { profileTexts as t } from '@timeapp/domain/profile-texts';
import { updateUserBody, type UserProfile } from '@timeapp/domain/users';
import { z } from '@timeapp/domain/zod';
import { useUpdateUser } from '../../../api/users/update-user';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextsConsent } from '../../../components/ui/texts-consent';

const editSchema = z.pick(updateUserBody, {
  firstName: true,
  lastName: true,
  email: true,
  mobileNumber: true,
  textsConsent: true,
  birthday: true,
});

type Props = { profile: UserProfile; onDone: (message: string) => void; onCancel: () => void };

/** First name, last name, e-mail, mobile and birthday; validated with the server's schema. */
export function EditProfileForm({ profile, onDone, onCancel }: Props) {
  const update = useUpdateUser();
  const { field, onSubmit, values, set } = useForm({
    initial: () => ({
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      mobileNumber: profile.mobileNumberDisplay,
      textsConsent: profile.textsConsent,
      birthday: profile.birthday,
    }),
    schema: editSchema,
    // The tick goes with the number: no number, no texts (docs/decisions/054-texts.md).
    toInput: (v) => ({ ...v, textsConsent: v.textsConsent && v.mobileNumber.trim() !== '' }),
    onValid: (input) => update.mutate(input, { onSuccess: () => onDone(messages.profileUpdated) }),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.editForm}>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" role="alert">
            {/* A 4xx carries the server's reason (e.g. the e-mail is taken); anything else: 'Failed'. */}
            {update.error instanceof ApiError && update.error.code >= 400 && update.error.code < 500
              ? update.error.message
              : messages.failed}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={fieldLabels.firstName}
            autoComplete="given-name"
            required
            data-autofocus
            {...field('firstName')}
          />
          <TextInput
            label={fieldLabels.lastName}
            autoComplete="family-name"
            required
            {...field('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <PhoneInput label={t.mobile} {...field('mobileNumber')} />
        {values.mobileNumber.trim() !== '' && (
          <TextsConsent checked={values.textsConsent} onChange={(c) => set('textsConsent', c)} />
        )}
        <TextInput
          label={fieldLabels.birthday}
          type="date"
          autoComplete="bday"
          {...field('birthday')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
