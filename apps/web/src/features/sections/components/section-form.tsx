import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { sectionInput, type Section, type SectionInput } from '@timeapp/domain/businesses';
import { useState, type FormEvent } from 'react';
import { validate, type FieldErrors } from '../../../lib/form';
import {
  defaultSchedule,
  ScheduleFields,
  scheduleInput,
  scheduleOf,
  type ScheduleValues,
} from './schedule-fields';

type Props = {
  /** The section being edited; a new section starts from a working week. */
  section?: Section;
  submitLabel?: string;
  pending?: boolean;
  onSubmit: (input: SectionInput) => void;
  onCancel?: () => void;
};

/** Add or edit a section, checked with the server's own `sectionInput` schema. */
export function SectionForm({
  section,
  submitLabel = 'Save Section',
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const [sectionName, setSectionName] = useState(section?.sectionName ?? '');
  const [customRequest, setCustomRequest] = useState(section?.customRequest ?? false);
  const [schedule, setSchedule] = useState<ScheduleValues>(
    section ? scheduleOf(section) : defaultSchedule,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(sectionInput, {
      sectionName,
      customRequest,
      noneRegularOffDays: section?.noneRegularOffDays ?? [],
      ...scheduleInput(schedule, customRequest),
    });
    setErrors(checked.errors);
    if (checked.ok) onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={section ? 'Edit section' : 'Add section'}>
      <Stack gap="sm">
        <TextInput
          label="Section name"
          value={sectionName}
          onChange={(e) => setSectionName(e.currentTarget.value)}
          error={errors.sectionName}
          required
          data-autofocus
        />
        <Switch
          label="Customer requests only"
          description="Customers ask for any time within your hours and you accept or reject each request (for example a restaurant). No slots are offered."
          checked={customRequest}
          onChange={(e) => setCustomRequest(e.currentTarget.checked)}
        />
        <ScheduleFields
          values={schedule}
          onChange={(patch) => setSchedule((s) => ({ ...s, ...patch }))}
          errors={errors}
          requestOnly={customRequest}
        />
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
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
