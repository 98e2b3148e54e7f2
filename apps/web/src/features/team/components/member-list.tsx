import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import type { Member, MemberBody, Service } from '@timeapp/domain/team';
import { lazy, useState } from 'react';
import { useAddMember } from '../../../api/team/add-member';
import { useRemoveMember } from '../../../api/team/remove-member';
import { useUpdateMember } from '../../../api/team/update-member';
import { errorMessage } from '../../../lib/api-client';
import { ListDialogs } from './list-dialogs';
import { MemberCard } from './member-card';

// The form (and zod with it) loads when a member is added or edited, not with the list.
const MemberForm = lazy(() => import('./member-form').then((m) => ({ default: m.MemberForm })));

type Props = {
  businessId: string;
  members: readonly Member[];
  services: readonly Service[];
  /** The business's today (its own calendar): dates off before it are not shown. */
  today: string;
};

type Editing = { mode: 'add' } | { mode: 'edit'; member: Member } | null;

/** The team: each member's card, 'Add member', and their edit and remove. */
export function MemberList({ businessId, members, services, today }: Props) {
  const add = useAddMember(businessId);
  const update = useUpdateMember(businessId);
  const remove = useRemoveMember(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
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
  const submit = (body: MemberBody) => {
    if (editing?.mode === 'edit')
      update.mutate(
        { memberId: editing.member._id, input: body },
        { onSuccess: () => saved(messages.memberUpdated) },
      );
    else add.mutate(body, { onSuccess: () => saved(messages.memberAdded) });
  };
  const confirmRemove = (member: Member) =>
    remove.mutate(member._id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.memberRemoved }),
      // 409 while they hold appointments ahead: the server's words say what to do.
      onError: (error) => setFailure(errorMessage(error)),
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="team-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="team-heading">
          {t.team}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => open({ mode: 'add' })}>
          {t.addMember}
        </Button>
      </Group>

      {members.length === 0 ? (
        <Text c="dimmed">{t.noMembers}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {members.map((m) => (
            <MemberCard
              key={m._id}
              member={m}
              serviceNames={services.filter((s) => m.serviceIds.includes(s._id)).map((s) => s.name)}
              datesOff={m.daysOff.filter((d) => d >= today).sort()}
              onEdit={() => open({ mode: 'edit', member: m })}
              onRemove={() => setRemoving(m)}
            />
          ))}
        </SimpleGrid>
      )}

      <ListDialogs
        formTitle={editing === null ? null : editing.mode === 'edit' ? t.editMember : t.addMember}
        form={
          editing && (
            <MemberForm
              key={editing.mode === 'edit' ? editing.member._id : 'new'}
              member={editing.mode === 'edit' ? editing.member : undefined}
              services={services}
              pending={save.isPending}
              error={save.error}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          )
        }
        onCloseForm={() => setEditing(null)}
        removing={removing}
        removeQuestion={t.confirmRemoveMember}
        onCancelRemove={() => setRemoving(null)}
        onRemove={confirmRemove}
        failure={failure}
        onCloseFailure={() => setFailure(null)}
      />
    </Stack>
  );
}
