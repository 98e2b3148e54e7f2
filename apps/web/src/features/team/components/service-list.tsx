import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import type { Member, Service, ServiceBody } from '@timeapp/domain/team';
import { lazy } from 'react';
import { useAddService } from '../../../api/team/add-service';
import { useRemoveService } from '../../../api/team/remove-service';
import { useUpdateService } from '../../../api/team/update-service';
import { useEditableList } from '../hooks/use-editable-list';
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

/** The services, grouped by section: add, edit and remove. */
export function ServiceList({ businessId, sections, services, members }: Props) {
  const list = useEditableList<Service, ServiceBody>({
    add: useAddService(businessId),
    update: useUpdateService(businessId),
    remove: useRemoveService(businessId),
    said: {
      added: messages.serviceAdded,
      updated: messages.serviceUpdated,
      removed: messages.serviceRemoved,
    },
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
          onClick={list.openAdd}
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
                  onEdit={() => list.openEdit(s)}
                  onRemove={() => list.askRemove(s)}
                />
              ))
            )}
          </Stack>
        );
      })}

      <ListDialogs
        list={list}
        formTitle={list.editing ? t.editService : t.addService}
        form={
          <ServiceForm
            businessId={businessId}
            key={list.editing?._id ?? 'new'}
            service={list.editing}
            sections={sections}
            members={members}
            pending={list.save.isPending}
            error={list.save.error}
            onSubmit={list.submit}
            onCancel={list.closeForm}
          />
        }
        removeQuestion={t.confirmRemoveService}
      />
    </Stack>
  );
}
