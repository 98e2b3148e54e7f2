import { Button, Group, Stack } from '@mantine/core';
import { sectionInput, type Section, type SectionInput } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import { z } from '@timeapp/domain/zod';
import {
  newSection,
  SectionEditor,
  sectionInputOf,
  sectionValuesOf,
  type SectionValues,
} from '../../../components/sections/section-editor';
import {
  depositChanged,
  DepositFields,
  depositProblem,
  depositInputOf,
  depositValuesOf,
  type DepositValues,
} from '../../../components/deposits/deposit-fields';
import { useForm } from '../../../lib/form';

// The section's own schema, its deposit included (docs/decisions/056); and a percentage needs
// a price to take it of.
const sectionWithDeposit = sectionInput.check(
  z.superRefine((s, ctx) => {
    const problem = depositProblem(s.deposit, s.priceCents);
    if (problem) ctx.addIssue({ code: 'custom', path: ['deposit'], message: problem });
  }),
);

type Props = {
  businessId: string;
  /** The section being edited; a new section starts from a working week. */
  section?: Section;
  submitLabel?: string;
  pending?: boolean;
  onSubmit: (input: SectionInput) => void;
  onCancel?: () => void;
};

/** Add or edit a section, checked with the server's own `sectionInput` schema, and its deposit. */
export function SectionForm({
  businessId,
  section,
  submitLabel = t.save,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const form = useForm<SectionValues & DepositValues, typeof sectionWithDeposit>({
    initial: () => ({
      ...(section ? sectionValuesOf(section) : newSection()),
      ...depositValuesOf(section?.deposit),
    }),
    schema: sectionWithDeposit,
    toInput: (v) => ({
      ...sectionInputOf(v, section?.noneRegularOffDays),
      deposit: depositInputOf(v),
    }),
    // The deposit goes only when changed: left out, the stored rule stays.
    onValid: ({ deposit, ...input }) =>
      onSubmit(depositChanged(section?.deposit, deposit ?? null) ? { ...input, deposit } : input),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={section ? t.edit : t.add}>
      <Stack gap="sm">
        <SectionEditor values={form.values} onChange={form.patch} errors={form.errors} autoFocus />
        <DepositFields
          businessId={businessId}
          values={form.values}
          onChange={form.patch}
          error={form.errors.deposit}
        />
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {messages.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
