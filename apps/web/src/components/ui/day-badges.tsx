import { Badge, Group } from '@mantine/core';
import { dayCodes, weekDays, type WeekDay } from '@timeapp/domain/days';
import { messages } from '@timeapp/domain/messages';

/** A section's open days as MO TU WE TH FR SA SU badges; closed days are dimmed. */
export function DayBadges({ days }: { days: readonly WeekDay[] }) {
  const open = new Set(days);
  return (
    <Group
      gap={4}
      role="group"
      aria-label={messages.openDays(weekDays.filter((d) => open.has(d)).join(', '))}
    >
      {weekDays.map((day) => (
        <Badge
          key={day}
          variant={open.has(day) ? 'filled' : 'outline'}
          color={open.has(day) ? 'teal' : 'gray'}
          radius="sm"
          aria-hidden
        >
          {dayCodes[day]}
        </Badge>
      ))}
    </Group>
  );
}
