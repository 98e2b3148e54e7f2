import { Button, Fieldset, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createBusinessBody,
  REMINDER_CHOICES,
  reminderChoice,
  type Business,
  type ReminderChoice,
} from '@timeapp/domain/businesses';
import { businessProfileTexts as t } from '@timeapp/domain/business-profile-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { z } from '@timeapp/domain/zod';
import { AddressFields } from '../../../components/ui/address-fields';
import { errorsUnder, useForm } from '../../../lib/form';
import type { UpdateBusinessInput } from '../../../api/businesses/update-business';
import { PhoneInput } from '../../../components/ui/phone-input';

const editBusiness = z.extend(
  z.pick(createBusinessBody, {
    name: true,
    aboutBusiness: true,
    contactNumber: true,
    address: true,
  }),
  { reminders: reminderChoice },
);

const reminderOptions = REMINDER_CHOICES.map((value) => ({
  value,
  label: messages.reminderChoices[value],
}));

type Props = {
  business: Business;
  pending?: boolean;
  onSubmit: (input: UpdateBusinessInput) => void;
  onCancel: () => void;
};

/** 'Edit Profile Details': name, about business, contact number, address and reminders. */
export function EditBusinessForm({ business, pending, onSubmit, onCancel }: Props) {
  const form = useForm({
    initial: () => ({
      name: business.name,
      aboutBusiness: business.aboutBusiness,
      contactNumber: business.contactNumberDisplay,
      address: { ...business.address },
      reminders: business.reminders,
    }),
    schema: editBusiness,
    onValid: onSubmit,
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.editForm}>
      <Stack gap="sm">
        <TextInput
          label={commonTexts.businessName}
          {...form.field('name')}
          required
          data-autofocus
        />
        <Textarea
          label={t.aboutBusiness}
          {...form.field('aboutBusiness')}
          autosize
          minRows={3}
          maxRows={8}
        />
        <PhoneInput
          label={t.contactNumber}
          // Taken as people type it ('(09) 300 1234'); the schema stores it in E.164.
          {...form.field('contactNumber')}
          required
        />
        <Fieldset legend={fieldLabels.address}>
          <AddressFields
            values={form.values.address}
            onChange={(patch) =>
              form.setValues((v) => ({ ...v, address: { ...v.address, ...patch } }))
            }
            errors={errorsUnder(form.errors, 'address')}
            error={form.errors.address}
          />
        </Fieldset>
        <NativeSelect
          label={messages.remindersLabel}
          description={t.remindersDescription}
          data={reminderOptions}
          value={form.values.reminders}
          onChange={(e) => form.set('reminders', e.currentTarget.value as ReminderChoice)}
          error={form.errors.reminders}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
