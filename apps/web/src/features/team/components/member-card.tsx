import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import type { Member } from '@timeapp/domain/team';
import { formatDate } from '../../../lib/format-date-time';
import { weekSummary } from '../../../lib/week-hours';

type Props = {
  member: Member;
  /** The names of the services they do, in menu order. */
  serviceNames: string[];
  /** Their dates off from today on (past ones say nothing any more). */
  datesOff: string[];
  onEdit: () => void;
  onRemove: () => void;
  /** A new staff invitation to the member's address. */
  onInviteAgain: () => void;
  inviting: boolean;
};

/** One team member: who they are, what they do, and their week at a glance. */
export function MemberCard({
  member,
  serviceNames,
  datesOff,
  onEdit,
  onRemove,
  onInviteAgain,
  inviting,
}: Props) {
  const week = weekSummary(member.hours);
  const id = `member-${member._id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={id}>
      <Stack gap="xs" h="100%">
        <div>
          <Title order={3} size="h4" id={id}>
            {member.name}
          </Title>
          {member.email && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {member.email}
              </Text>
              {member.invitation && (
                <Badge
                  size="sm"
                  variant="light"
                  color={member.invitation === 'accepted' ? 'green' : 'gray'}
                  tt="none"
                >
                  {member.invitation === 'accepted' ? t.invitationAccepted : t.invitationSent}
                </Badge>
              )}
            </Group>
          )}
        </div>

        <div>
          <Text size="xs" c="dimmed" fw={500} tt="uppercase">
            {t.memberServices}
          </Text>
          {serviceNames.length ? (
            <Group gap={4} mt={2}>
              {serviceNames.map((name) => (
                <Badge key={name} variant="light" radius="sm" tt="none">
                  {name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t.noMemberServices}
            </Text>
          )}
        </div>

        <div>
          <Text size="xs" c="dimmed" fw={500} tt="uppercase">
            {t.week}
          </Text>
          {week.length ? (
            week.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="orange.8">
              {t.noHours}
            </Text>
          )}
        </div>

        {datesOff.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" fw={500} tt="uppercase">
              {t.datesOff}
            </Text>
            <Text size="sm">{datesOff.map(formatDate).join(' · ')}</Text>
          </div>
        )}

        <Group gap="xs" mt="auto" pt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            aria-label={t.editNamed(member.name)}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          {member.email && member.invitation !== 'accepted' && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconMailForward size={14} />}
              aria-label={t.sendAgainNamed(member.name)}
              loading={inviting}
              onClick={onInviteAgain}
            >
              {t.sendAgain}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={t.removeNamed(member.name)}
            onClick={onRemove}
          >
            {t.remove}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
