import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { Business, Section, SectionInput } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateBusiness, type SectionChange } from '../../../api/businesses/update-business';
import { sectionEdit } from '../utils/section-edit';
import { businessToday } from '../../../lib/business-today';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { NonRegularDaysModal } from './non-regular-days-modal';
import { SectionCard } from './section-card';
import { Modal } from '../../../components/ui/modal';

// The form (and zod with it) loads when a section is added or edited, not with the profile:
// the profile's first load stays inside the 250 KB budget.
const SectionForm = lazy(() => import('./section-form').then((m) => ({ default: m.SectionForm })));

type Props = { business: Business };

type Editing = { mode: 'add' } | { mode: 'edit'; section: Section } | null;

/** The profile's sections: add, edit, delete (soft) and the closed days of each. */
export function SectionList({ business }: Props) {
  const save = useUpdateBusiness(business._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [daysFor, setDaysFor] = useState<Section | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A Yes / No question before adding, editing or deleting a section.
  // Yes opens the section form for Add and Edit (focus goes there), deletes for Delete.
  type Asking = { text: string; onYes: () => void; opensForm: boolean };
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirm = (text: string, onYes: () => void, opensForm = true) =>
    setAsking({ text, onYes, opensForm });
  const sections = business.section.filter((s) => s.__v === 0);

  const run = (change: SectionChange, done: () => void) =>
    save.mutate(
      { section: [change] },
      {
        onSuccess: () => {
          done();
          notifications.show({ color: 'green', message: messages.businessSaved });
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );

  const submitForm = (input: SectionInput) => {
    if (!editing) return;
    const change: SectionChange =
      editing.mode === 'edit' ? { ...input, _id: editing.section._id } : input;
    run(change, () => setEditing(null));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {fieldLabels.section}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'add' })}>
          {t.addSection}
        </Button>
      </Group>

      {sections.length === 0 ? (
        <Text c="dimmed">{t.noSections}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections.map((s) => (
            <SectionCard
              key={s._id}
              section={s}
              onEdit={() => setEditing({ mode: 'edit', section: s })}
              onDelete={() =>
                confirm(
                  messages.confirmDeleteSection,
                  () => run({ _id: s._id, __v: 1 }, () => {}),
                  false,
                )
              }
              onNonRegularDays={() => setDaysFor(s)}
            />
          ))}
        </SimpleGrid>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': messages.close }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t.editSection : t.addSection}
        size="lg"
        centered
      >
        {editing && (
          <Suspense fallback={<PageLoader />}>
            <SectionForm
              businessId={business._id}
              key={editing.mode === 'edit' ? editing.section._id : 'new'}
              section={editing.mode === 'edit' ? editing.section : undefined}
              pending={save.isPending}
              onSubmit={submitForm}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Modal>

      <NonRegularDaysModal
        section={daysFor}
        today={businessToday(business.timezone)}
        pending={save.isPending}
        onClose={() => setDaysFor(null)}
        onSave={(dates) =>
          daysFor &&
          run(sectionEdit(daysFor, { noneRegularOffDays: dates }), () => setDaysFor(null))
        }
      />

      <ConfirmModal
        opened={asking !== null}
        title={messages.pleaseConfirm}
        text={asking?.text ?? ''}
        returnFocus={!asking?.opensForm}
        onNo={() => setAsking(null)}
        onYes={() => {
          setAsking(null);
          asking?.onYes();
        }}
      />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
