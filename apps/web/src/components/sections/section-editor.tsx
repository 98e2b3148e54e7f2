import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { Section } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { centsFromDollars, dollarsFromCents } from '@timeapp/domain/price';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import type { FieldErrors } from '../../lib/form';
import {
  defaultSchedule,
  ScheduleFields,
  scheduleInput,
  scheduleOf,
  type ScheduleValues,
} from './schedule-fields';

/** A section as its editor holds it: plain strings and flags, one per input. */
export type SectionValues = ScheduleValues & {
  sectionName: string;
  customRequest: boolean;
  /** Dollars as typed ('45.50'); empty: no price shown. */
  price: string;
  description: string;
  /** Request mode: the most people per half hour, as typed; empty: no limit. */
  maxCovers: string;
};

/** A new section starts as a working week of 30-minute slots. */
export const newSection = (sectionName = ''): SectionValues => ({
  sectionName,
  customRequest: false,
  price: '',
  description: '',
  maxCovers: '',
  ...defaultSchedule,
});

export const sectionValuesOf = (s: Section): SectionValues => ({
  sectionName: s.sectionName,
  customRequest: s.customRequest,
  price: s.priceCents === null ? '' : dollarsFromCents(s.priceCents),
  description: s.description,
  maxCovers: s.maxCovers === null ? '' : String(s.maxCovers),
  ...scheduleOf(s),
});

/** What the shared `sectionInput` schema reads; off days are edited elsewhere and kept. */
export const sectionInputOf = (v: SectionValues, noneRegularOffDays: readonly string[] = []) => ({
  sectionName: v.sectionName,
  customRequest: v.customRequest,
  priceCents: centsFromDollars(v.price),
  description: v.description,
  // Request mode only (a section booking slots keeps none, the server says so); not a number,
  // or not a whole one, is the schema's to refuse with its message.
  ...(v.customRequest && {
    maxCovers: v.maxCovers.trim() === '' ? null : Number(v.maxCovers),
  }),
  noneRegularOffDays: [...noneRegularOffDays],
  ...scheduleInput(v, v.customRequest),
});

type Props = {
  values: SectionValues;
  onChange: (patch: Partial<SectionValues>) => void;
  /** Keyed from the section ('sectionName', 'businessHours.0'): see errorsUnder. */
  errors: FieldErrors;
  /** Focus the name when the editor opens in a modal. */
  autoFocus?: boolean;
};

/**
 * One section: its name, price and description, whether customers only send requests, and its
 * schedule. The business creation form (its first section) and the section form (add or edit)
 * both use it.
 */
export function SectionEditor({ values, onChange, errors, autoFocus }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        label={fieldLabels.sectionName}
        description={t.sectionNameHint}
        value={values.sectionName}
        onChange={(e) => onChange({ sectionName: e.currentTarget.value })}
        error={errors.sectionName}
        required
        data-autofocus={autoFocus || undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={messages.priceNzd}
          description={t.priceHint}
          leftSection="$"
          inputMode="decimal"
          placeholder="45.00"
          value={values.price}
          onChange={(e) => onChange({ price: e.currentTarget.value })}
          error={errors.priceCents}
        />
      </SimpleGrid>
      <Textarea
        label={fieldLabels.description}
        description={t.descriptionHint}
        autosize
        minRows={2}
        maxRows={5}
        value={values.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        error={errors.description}
      />
      <Switch
        label={t.requestsOnly}
        description={t.requestsOnlyHint}
        checked={values.customRequest}
        onChange={(e) => onChange({ customRequest: e.currentTarget.checked })}
      />
      {values.customRequest && (
        <TextInput
          label={messages.maxCoversLabel}
          description={messages.maxCoversHint}
          inputMode="numeric"
          maw={320}
          value={values.maxCovers}
          onChange={(e) => onChange({ maxCovers: e.currentTarget.value })}
          error={errors.maxCovers}
        />
      )}
      <ScheduleFields
        values={values}
        onChange={onChange}
        errors={errors}
        requestOnly={values.customRequest}
      />
    </Stack>
  );
}
