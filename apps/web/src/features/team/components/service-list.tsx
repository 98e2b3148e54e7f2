import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import type { Member, Service, ServiceBody } from '@timeapp/domain/team';
import { lazy, useState } from 'react';
import { useAddService } from '../../../api/team/add-service';
import { useRemoveService } from '../../../api/team/remove-service';
import { useUpdateService } from '../../../api/team/update-service';
import { errorMessage } from '../../../lib/api-client';
import { ListDialogs } from './list-dialogs';
import type { SectionChoice } from './service-form';
import { ServiceRow } from './service-row';

// The form (and zod with it) loads when a service is added or edited, not with the list.
const ServiceForm = lazy(() => import('./service-form').then((m) => ({ default: m.ServiceForm })));

type Props = {
  businessId: string;
  /** The business's active sections, the menu groups services belong to. */
  sections: readonly SectionChoice[];
  services: readonly Service[];
  members: readonly Member[];
};

type Editing = { mode: 'add' } | { mode: 'edit'; service: Service } | null;

/** The services, grouped by section: add, edit and remove. */
export function ServiceList({ businessId, sections, services, members }: Props) {
  const add = useAddService(businessId);
  const update = useUpdateService(businessId);
  const remove = useRemoveService(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Service | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = editing?.mode === 'edit' ? update : add;

  const open = (next: Exclude<Editing, null>) => {
    add.reset();
    update.reset();
    setEditing(next);
  };
  const saved = (message: string) => {
    setEditing(null);
    notifications.show({ color: 'green', message });
  };
  const submit = (body: ServiceBody) => {
    if (editing?.mode === 'edit')
      update.mutate(
        { serviceId: editing.service._id, input: body },
        { onSuccess: () => saved(messages.serviceUpdated) },
      );
    else add.mutate(body, { onSuccess: () => saved(messages.serviceAdded) });
  };
  const confirmRemove = (service: Service) =>
    remove.mutate(service._id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.serviceRemoved }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  const namesOf = (s: Service) =>
    members.filter((m) => s.memberIds.includes(m._id)).map((m) => m.name);

  return (
    <Stack gap="md" component="section" aria-labelledby="services-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="services-heading">
          {t.services}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => open({ mode: 'add' })}
          disabled={sections.length === 0}
        >
          {t.addService}
        </Button>
      </Group>

      {sections.length === 0 && <Text c="dimmed">{t.noSections}</Text>}
      {sections.map((section) => {
        const own = services.filter((s) => s.sectionId === section._id);
        const id = `section-${section._id}`;
        return (
          <Stack key={section._id} gap="xs" role="group" aria-labelledby={id}>
            <Title order={3} size="h5" id={id}>
              {section.name}
            </Title>
            {own.length === 0 ? (
              <Text size="sm" c="dimmed">
                {section.customRequest ? t.sectionTakesRequests : t.sectionBooksBySlot}
              </Text>
            ) : (
              own.map((s) => (
                <ServiceRow
                  key={s._id}
                  service={s}
                  memberNames={namesOf(s)}
                  onEdit={() => open({ mode: 'edit', service: s })}
                  onRemove={() => setRemoving(s)}
                />
              ))
            )}
          </Stack>
        );
      })}

      <ListDialogs
        formTitle={editing === null ? null : editing.mode === 'edit' ? t.editService : t.addService}
        form={
          editing && (
            <ServiceForm
              key={editing.mode === 'edit' ? editing.service._id : 'new'}
              service={editing.mode === 'edit' ? editing.service : undefined}
              sections={sections}
              members={members}
              pending={save.isPending}
              error={save.error}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          )
        }
        onCloseForm={() => setEditing(null)}
        removing={removing}
        removeQuestion={t.confirmRemoveService}
        onCancelRemove={() => setRemoving(null)}
        onRemove={confirmRemove}
        failure={failure}
        onCloseFailure={() => setFailure(null)}
      />
    </Stack>
  );
}
