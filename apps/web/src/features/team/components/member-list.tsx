import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import type { Member, MemberBody, Service } from '@timeapp/domain/team';
import { lazy } from 'react';
import { useAddMember } from '../../../api/team/add-member';
import { useInviteMember } from '../../../api/team/invite-member';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../../../api/team/remove-member';
import { useUpdateMember } from '../../../api/team/update-member';
import { useEditableList } from '../hooks/use-editable-list';
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

/** The team: each member's card, 'Add member', and their edit and remove. */
export function MemberList({ businessId, members, services, today }: Props) {
  const list = useEditableList<Member, MemberBody>({
    add: useAddMember(businessId),
    update: useUpdateMember(businessId),
    remove: useRemoveMember(businessId),
    said: {
      added: messages.memberAdded,
      updated: messages.memberUpdated,
      removed: messages.memberRemoved,
    },
  });

  const invite = useInviteMember(businessId);
  const inviteAgain = (memberId: string) =>
    invite.mutate(memberId, {
      onSuccess: (said) =>
        notifications.show({ color: 'green', message: said || messages.invitationSent }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="team-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="team-heading">
          {t.team}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={list.openAdd}>
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
              onEdit={() => list.openEdit(m)}
              onRemove={() => list.askRemove(m)}
              onInviteAgain={() => inviteAgain(m._id)}
              inviting={invite.isPending && invite.variables === m._id}
            />
          ))}
        </SimpleGrid>
      )}

      <ListDialogs
        list={list}
        formTitle={list.editing ? t.editMember : t.addMember}
        form={
          <MemberForm
            key={list.editing?._id ?? 'new'}
            member={list.editing}
            services={services}
            pending={list.save.isPending}
            error={list.save.error}
            onSubmit={list.submit}
            onCancel={list.closeForm}
          />
        }
        removeQuestion={t.confirmRemoveMember}
      />
    </Stack>
  );
}
