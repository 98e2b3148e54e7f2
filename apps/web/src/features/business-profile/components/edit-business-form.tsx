import { Button, Fieldset, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createBusinessBody,
  REMINDER_CHOICES,
  reminderChoice,
  type Business,
  type ReminderChoice,
} from '@timeapp/domain/businesses';
import { businessProfileTexts as t } from '@timeapp/domain/business-profile-texts';
import { cancellationPolicyBody as policy } from '@timeapp/domain/cancellation-policy-schema';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { STRIKE_CONSEQUENCES, type StrikeConsequence } from '@timeapp/domain/cancellation-policy';
import { commonTexts } from '@timeapp/domain/common-texts';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { centsFromDollars, dollarsFromCents } from '@timeapp/domain/price';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { z } from '@timeapp/domain/zod';
import { AddressFields } from '../../../components/ui/address-fields';
import { errorsUnder, useForm } from '../../../lib/form';
import type { UpdateBusinessInput } from '../../../api/businesses/update-business';
import { PhoneInput } from '../../../components/ui/phone-input';

const editBusiness = z
  .extend(
    z.pick(createBusinessBody, {
      name: true,
      aboutBusiness: true,
      contactNumber: true,
      address: true,
    }),
    {
      reminders: reminderChoice,
      // The cancellation policy's fields (decision 055), flat here, sent as `cancellationPolicy`.
      freeHours: policy.shape.freeHours,
      strikeLimit: policy.shape.strikeLimit,
      consequence: policy.shape.consequence,
      strikeDepositCents: policy.shape.strikeDepositCents,
    },
  )
  .check(
    // A deposit as the consequence needs its amount (docs/decisions/056).
    z.superRefine((v, ctx) => {
      if (v.consequence === 'deposit' && v.strikeDepositCents === null)
        ctx.addIssue({
          code: 'custom',
          path: ['strikeDepositCents'],
          message: policyTexts.strikeDepositInvalid,
        });
    }),
  );

// Typed as text; an empty or non-numeric field is NaN, which the schema refuses by name.
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const consequenceOptions = STRIKE_CONSEQUENCES.map((value) => ({
  value,
  label: policyTexts.consequences[value],
}));

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

/**
 * 'Edit Profile Details': name, about business, contact number, address, reminders and the
 * cancellation policy.
 */
export function EditBusinessForm({ business, pending, onSubmit, onCancel }: Props) {
  const form = useForm({
    initial: () => ({
      name: business.name,
      aboutBusiness: business.aboutBusiness,
      contactNumber: business.contactNumberDisplay,
      address: { ...business.address },
      reminders: business.reminders,
      freeHours: String(business.cancellationPolicy.freeHours),
      strikeLimit: String(business.cancellationPolicy.strikeLimit),
      consequence: business.cancellationPolicy.consequence,
      strikeDeposit:
        business.cancellationPolicy.strikeDepositCents == null
          ? ''
          : dollarsFromCents(business.cancellationPolicy.strikeDepositCents),
    }),
    schema: editBusiness,
    toInput: ({ strikeDeposit, ...v }) => ({
      ...v,
      freeHours: whole(v.freeHours),
      strikeLimit: whole(v.strikeLimit),
      // Only with the deposit consequence; an amount it cannot read is the schema's to refuse.
      strikeDepositCents: v.consequence === 'deposit' ? centsFromDollars(strikeDeposit) : null,
    }),
    onValid: ({ freeHours, strikeLimit, consequence, strikeDepositCents, ...fields }) =>
      onSubmit({
        ...fields,
        cancellationPolicy: {
          freeHours,
          strikeLimit,
          consequence,
          ...(consequence === 'deposit' ? { strikeDepositCents } : {}),
        },
      }),
  });

  const strikeCents = centsFromDollars(form.values.strikeDeposit);

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
        <Fieldset legend={policyTexts.settingsTitle}>
          <Stack gap="xs">
            <TextInput
              label={policyTexts.freeHoursLabel}
              description={policyTexts.freeHoursDescription}
              inputMode="numeric"
              {...form.field('freeHours')}
            />
            <TextInput
              label={policyTexts.strikeLimitLabel}
              inputMode="numeric"
              {...form.field('strikeLimit')}
            />
            <NativeSelect
              label={policyTexts.consequenceLabel}
              data={consequenceOptions}
              value={form.values.consequence}
              onChange={(e) => form.set('consequence', e.currentTarget.value as StrikeConsequence)}
              error={form.errors.consequence}
            />
            {form.values.consequence === 'deposit' && (
              <TextInput
                label={depositTexts.strikeDepositLabel}
                description={
                  typeof strikeCents === 'number'
                    ? `${depositTexts.askDeposit(strikeCents)}. ${depositTexts.strikeDepositHint}`
                    : depositTexts.strikeDepositHint
                }
                leftSection="$"
                inputMode="decimal"
                maw={320}
                {...form.field('strikeDeposit')}
                error={form.errors.strikeDepositCents}
              />
            )}
          </Stack>
        </Fieldset>
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
