import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import { formatPrice } from '@timeapp/domain/price';
import type { Service } from '@timeapp/domain/team';

type Props = {
  service: Service;
  /** The names of the members who do it, in team order. */
  memberNames: string[];
  onEdit: () => void;
  onRemove: () => void;
};

/** One service: its length, price, start steps and buffers, who does it, edit and remove. */
export function ServiceRow({ service: s, memberNames, onEdit, onRemove }: Props) {
  const facts = [
    t.minutes(s.durationMinutes),
    ...(s.priceCents === null ? [] : [formatPrice(s.priceCents)]),
    t.startsEvery(s.startEvery),
    ...(s.bufferBeforeMinutes || s.bufferAfterMinutes
      ? [t.buffers(s.bufferBeforeMinutes, s.bufferAfterMinutes)]
      : []),
  ];
  const id = `service-${s._id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600} id={id}>
            {s.name}
          </Text>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
          {s.description && (
            <Text size="sm" lineClamp={2}>
              {s.description}
            </Text>
          )}
          {memberNames.length ? (
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                {t.performedBy}:{' '}
              </Text>
              {memberNames.join(', ')}
            </Text>
          ) : (
            <Text size="sm" c="orange.8">
              {t.nobodyPerforms}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            aria-label={t.editNamed(s.name)}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={t.removeNamed(s.name)}
            onClick={onRemove}
          >
            {t.remove}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
