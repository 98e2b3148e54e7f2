import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import type { SectionAvailability } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { formatDate } from '../../lib/format-date-time';
import { MonthCalendar } from './month-calendar';
import { firstOfMonth } from './month';

type Day = SectionAvailability['days'][number];

type Props = {
  value: string | null;
  onChange: (date: string | null) => void;
  minDate: string;
  maxDate: string;
  /** The shown month's days, by date, from the availability route (absent while loading). */
  days?: ReadonlyMap<string, Day>;
  /** The first day of the month the calendar shows, when it opens or moves. */
  onMonthShown?: (firstOfMonth: string) => void;
};

const none: ReadonlyMap<string, Day> = new Map();

/**
 * The date beside the day strip: a button that opens the month calendar the public business
 * page shows too (month-calendar.tsx, one calendar of free days), each day saying its free places
 * or why none ('Full', 'Closed', the reason in its title). Days without a free place stay
 * selectable: the day then says why, and a full day's times offer the waitlist.
 */
export default function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  days = none,
  onMonthShown,
}: Props) {
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState(value ?? minDate);
  const show = (date: string) => {
    setMonth(date);
    onMonthShown?.(firstOfMonth(date));
  };
  const shown = value ? formatDate(value) : messages.pickDate;
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id="date-field-label">
        {t.date}
      </Text>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        trapFocus
        returnFocus
        shadow="md"
      >
        <Popover.Target>
          <Button
            variant="default"
            w={220}
            justify="flex-start"
            leftSection={<IconCalendar size={16} aria-hidden />}
            aria-labelledby="date-field-label date-field-value"
            aria-expanded={opened}
            onClick={() => {
              if (!opened) show(value ?? minDate);
              setOpened((o) => !o);
            }}
          >
            <span id="date-field-value">{shown}</span>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <MonthCalendar
            month={month}
            onMonth={show}
            min={minDate}
            max={maxDate}
            days={days}
            value={value}
            onChange={(date) => {
              onChange(date);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
}
