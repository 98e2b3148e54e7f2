import { Button, Group, Stack } from '@mantine/core';
import { sectionInput, type Section, type SectionInput } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import {
  newSection,
  SectionEditor,
  sectionInputOf,
  sectionValuesOf,
} from '../../../components/sections/section-editor';
import { useForm } from '../../../lib/form';

type Props = {
  /** The section being edited; a new section starts from a working week. */
  section?: Section;
  submitLabel?: string;
  pending?: boolean;
  onSubmit: (input: SectionInput) => void;
  onCancel?: () => void;
};

/** Add or edit a section, checked with the server's own `sectionInput` schema. */
export function SectionForm({ section, submitLabel = t.save, pending, onSubmit, onCancel }: Props) {
  const form = useForm({
    initial: () => (section ? sectionValuesOf(section) : newSection()),
    schema: sectionInput,
    toInput: (v) => sectionInputOf(v, section?.noneRegularOffDays),
    onValid: onSubmit,
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={section ? t.edit : t.add}>
      <Stack gap="sm">
        <SectionEditor values={form.values} onChange={form.patch} errors={form.errors} autoFocus />
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
