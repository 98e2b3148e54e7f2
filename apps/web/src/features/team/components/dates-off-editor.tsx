import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { teamTexts as t } from '@timeapp/domain/team-texts';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date-time';

type Props = { value: string[]; onChange: (dates: string[]) => void; error?: string };

/**
 * A member's dates off: a plain date box and 'Add date' (no calendar library on this screen),
 * the chosen dates in order, each with its own remove button.
 */
export function DatesOffEditor({ value, onChange, error }: Props) {
  const [date, setDate] = useState('');
  const add = () => {
    if (!date) return;
    if (!value.includes(date)) onChange([...value, date].sort());
    setDate('');
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          type="date"
          label={t.datesOff}
          description={t.datesOffHint}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={error}
          style={{ flex: 1, maxWidth: 260 }}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={!date}
        >
          {t.addDateOff}
        </Button>
      </Group>
      {value.length > 0 && (
        <Group gap={6} role="list" aria-label={t.datesOff}>
          {value.map((d) => (
            <Badge
              key={d}
              role="listitem"
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t.removeDateOff(formatDate(d))}
                  onClick={() => onChange(value.filter((x) => x !== d))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              <Text span size="xs">
                {formatDate(d)}
              </Text>
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
