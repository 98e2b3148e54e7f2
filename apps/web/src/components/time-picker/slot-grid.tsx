import { ActionIcon, Avatar, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Tooltip } from '../ui/tooltip';
import { IconPlus, IconUser } from '@tabler/icons-react';
import { bookingTexts } from '@timeapp/domain/booking-texts';
import { serviceTexts as t } from '@timeapp/domain/service-texts';
import type { DaySlots, Slot } from '@timeapp/domain/businesses';
import { formatTime12 } from '../../lib/format-date-time';
import { ClosedDay } from './closed-day';
import classes from './time-picker.module.css';

type Props = { day: DaySlots; onBook: (slot: Slot) => void };

/**
 * One row per slot, one icon per place: green plus (free, books), red person (taken by someone),
 * the viewer's own photo (their booking). Other customers stay anonymous (docs/product-rules.md 3.4).
 */
// Loaded with React.lazy: the detailed view is one tap away, not on every first screen.
export default function SlotGrid({ day, onBook }: Props) {
  if (!day.open) return <ClosedDay reason={day.closedReason} />;
  if (day.slots.length === 0) return <Text c="dimmed">{t.noSlots}</Text>;

  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t.legend}
      </Text>
      <div className={classes.slotList} role="list" aria-label={t.slots}>
        {day.slots.map((slot) => {
          const label = `${formatTime12(slot.time)} - ${formatTime12(slot.end)}`;
          const others = Math.max(0, slot.taken - (slot.mine ? 1 : 0));
          const canBook = slot.bookable && !slot.mine && slot.free > 0;
          return (
            <Paper
              key={slot.time}
              withBorder
              p="xs"
              role="listitem"
              className={classes.slotItem}
              aria-label={t.slot(label, slot.free, slot.capacity, slot.mine)}
              // Not available (past, off or closed): greyed, yet the time stays readable (4.5:1).
              bg={slot.bookable || slot.mine ? undefined : 'gray.1'}
              c={slot.bookable || slot.mine ? undefined : 'gray.7'}
            >
              {/* The time in the list's first column, as wide as the widest time, so every
                  row's places start at the same line, on a phone too; they wrap under the
                  first one. */}
              <div className={classes.slotRow}>
                <Text size="sm" fw={600} className={classes.slotTime}>
                  <span>{formatTime12(slot.time)} -</span> <span>{formatTime12(slot.end)}</span>
                </Text>
                <Group gap={6}>
                  {slot.mine && (
                    <Tooltip label={t.yourBooking}>
                      <Avatar
                        src={slot.myImage || null}
                        alt={t.yourBooking}
                        size={28}
                        radius="xl"
                        color="blue"
                      >
                        <IconUser size={16} aria-hidden />
                      </Avatar>
                    </Tooltip>
                  )}
                  {Array.from({ length: others }, (_, i) => (
                    <ThemeIcon
                      key={`t${i}`}
                      color="red"
                      radius="xl"
                      size={28}
                      aria-label={t.taken}
                      role="img"
                    >
                      <IconUser size={16} aria-hidden />
                    </ThemeIcon>
                  ))}
                  {Array.from({ length: slot.free }, (_, i) =>
                    canBook ? (
                      <ActionIcon
                        key={`f${i}`}
                        color="green"
                        radius="xl"
                        size={28}
                        variant="filled"
                        onClick={() => onBook(slot)}
                        aria-label={t.book(formatTime12(slot.time))}
                      >
                        <IconPlus size={16} aria-hidden />
                      </ActionIcon>
                    ) : (
                      <ThemeIcon
                        key={`f${i}`}
                        color={slot.bookable ? 'green' : 'gray'}
                        variant="light"
                        radius="xl"
                        size={28}
                        aria-label={slot.bookable ? bookingTexts.free : t.notAvailable}
                        role="img"
                      >
                        <IconPlus size={16} aria-hidden />
                      </ThemeIcon>
                    ),
                  )}
                </Group>
              </div>
            </Paper>
          );
        })}
      </div>
    </Stack>
  );
}
