import { Alert, Button, Group, Modal, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTable } from '@tabler/icons-react';
import { sectionInput, type Business, type SectionInput } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { validate, type FieldErrors } from '../../../lib/form';
import { useUpdateBusiness } from '../../../api/businesses/update-business';
import { sectionEdit } from '../utils/section-edit';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  emptySchedule,
  ScheduleFields,
  scheduleInput,
  scheduleOf,
  type ScheduleValues,
} from '../../../components/sections/schedule-fields';

// The preview brings the slot engine, time zones and Mantine's Table: loaded when first opened.
const SchedulePreview = lazy(() =>
  import('./schedule-preview').then((m) => ({ default: m.SchedulePreview })),
);

type Props = { business: Business };

/** Set a section's days, hours, break, slot length and places, and preview the slots it makes. */
export function ScheduleSetup({ business }: Props) {
  const sections = business.section.filter((s) => s.__v === 0);
  const [sectionId, setSectionId] = useState(sections[0]?._id ?? '');
  const section = sections.find((s) => s._id === sectionId) ?? sections[0];
  const [values, setValues] = useState<ScheduleValues>(
    section ? scheduleOf(section) : emptySchedule,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<SectionInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateBusiness(business._id);

  if (!section) return <Text c="dimmed">Add a section on your business profile first.</Text>;

  const check = () => {
    const checked = validate(sectionInput, {
      sectionName: section.sectionName,
      customRequest: section.customRequest,
      noneRegularOffDays: section.noneRegularOffDays,
      ...scheduleInput(values, section.customRequest),
    });
    setErrors(checked.errors);
    return checked.ok ? checked.data : null;
  };

  const choose = (id: string) => {
    const next = sections.find((s) => s._id === id);
    setSectionId(id);
    setErrors({});
    if (next) setValues(scheduleOf(next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = check();
    if (!input) return;
    save.mutate(
      { section: [sectionEdit(section, input)] },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.businessSaved }),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label="Schedule set-up">
        <Stack gap="sm">
          <NativeSelect
            label="Section"
            data={sections.map((s) => ({ value: s._id, label: s.sectionName }))}
            value={section._id}
            onChange={(e) => choose(e.currentTarget.value)}
          />
          {section.customRequest && (
            <Alert color="blue" variant="light">
              {section.sectionName} takes customer requests only: set its days and hours; there are
              no slots.
            </Alert>
          )}
          <ScheduleFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
            requestOnly={section.customRequest}
          />
          <Group justify="space-between" mt="sm">
            <Button
              variant="light"
              leftSection={<IconTable size={16} />}
              onClick={() => {
                const input = check();
                if (input) setPreview(input);
              }}
            >
              View Shedule Details
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setValues(emptySchedule);
                  setErrors({});
                }}
              >
                Clear
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title="Schedule Details"
        centered
        size="lg"
      >
        {preview && (
          <Suspense fallback={<PageLoader />}>
            <SchedulePreview schedule={preview} />
          </Suspense>
        )}
      </Modal>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
