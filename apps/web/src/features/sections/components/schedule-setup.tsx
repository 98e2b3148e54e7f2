import { Alert, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTable } from '@tabler/icons-react';
import { sectionInput, type Business, type SectionInput } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { scheduleTexts as t } from '@timeapp/domain/schedule-texts';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useUpdateBusiness } from '../../../api/businesses/update-business';
import { sectionEdit } from '../utils/section-edit';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  emptySchedule,
  ScheduleFields,
  scheduleInput,
  scheduleOf,
  type ScheduleValues,
} from '../../../components/sections/schedule-fields';

// A refusal's dialog loads when there is one (page weight: the section's schema grew a deposit).
const ErrorDialog = lazy(() =>
  import('../../../components/ui/error-dialog').then((m) => ({ default: m.ErrorDialog })),
);
// The preview brings the slot engine, time zones and Mantine's Table: loaded when first opened.
const SchedulePreviewDialog = lazy(() =>
  import('./schedule-preview').then((m) => ({ default: m.SchedulePreviewDialog })),
);

type Props = { business: Business };

/** Set a section's days, hours, break, slot length and places, and preview the slots it makes. */
export function ScheduleSetup({ business }: Props) {
  const sections = business.section.filter((s) => s.__v === 0);
  const [sectionId, setSectionId] = useState(sections[0]?._id ?? '');
  const section = sections.find((s) => s._id === sectionId) ?? sections[0];
  const [preview, setPreview] = useState<SectionInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateBusiness(business._id);
  const form = useForm<ScheduleValues, typeof sectionInput>({
    initial: () => (section ? scheduleOf(section) : emptySchedule),
    schema: sectionInput,
    // The schedule of the chosen section; its name, mode and off days stay as they are.
    toInput: (v) => ({
      sectionName: section?.sectionName,
      customRequest: section?.customRequest,
      noneRegularOffDays: section?.noneRegularOffDays,
      ...scheduleInput(v, section?.customRequest ?? false),
    }),
    onValid: (input) =>
      section &&
      save.mutate(
        { section: [sectionEdit(section, input)] },
        {
          onSuccess: () => notifications.show({ color: 'green', message: messages.businessSaved }),
          onError: (error) => setFailure(errorMessage(error)),
        },
      ),
  });

  if (!section) return <Text c="dimmed">{t.addSectionFirst}</Text>;

  const choose = (id: string) => {
    const next = sections.find((s) => s._id === id);
    setSectionId(id);
    if (next) form.reset(scheduleOf(next));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit} noValidate aria-label={t.scheduleSetup}>
        <Stack gap="sm">
          <NativeSelect
            label={fieldLabels.sectionId}
            data={sections.map((s) => ({ value: s._id, label: s.sectionName }))}
            value={section._id}
            onChange={(e) => choose(e.currentTarget.value)}
          />
          {section.customRequest && (
            <Alert color="blue" variant="light">
              {t.takesRequestsOnly(section.sectionName)}
            </Alert>
          )}
          <ScheduleFields
            values={form.values}
            onChange={form.patch}
            errors={form.errors}
            requestOnly={section.customRequest}
          />
          <Group justify="space-between" mt="sm">
            <Button
              variant="light"
              leftSection={<IconTable size={16} />}
              onClick={() => {
                const input = form.check();
                if (input) setPreview(input);
              }}
            >
              {t.viewSchedule}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => form.reset(emptySchedule)}>
                {t.clear}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {messages.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>

      {/* Both dialogs load when they open: this screen is at its page-weight allowance. */}
      {preview && (
        <Suspense fallback={<PageLoader />}>
          <SchedulePreviewDialog schedule={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
      {failure !== null && (
        <Suspense fallback={null}>
          <ErrorDialog message={failure} onClose={() => setFailure(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
