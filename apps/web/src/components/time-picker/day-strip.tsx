import { Text, UnstyledButton } from '@mantine/core';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import type { SectionAvailability } from '@timeapp/domain/businesses';
import { dayParts } from '@timeapp/domain/say-when';
import { dayNote } from './day-note';
import classes from './time-picker.module.css';

type Day = SectionAvailability['days'][number];

type Props = {
  days: readonly Day[];
  value: string | null;
  onChange: (date: string) => void;
};

/**
 * The next days in a row of buttons, each with its places left. A day without a free place is
 * greyed, dashed and says 'Full' or 'Closed'; it can still be opened, to read why (a full
 * day's times offer the waitlist).
 */
export function DayStrip({ days, value, onChange }: Props) {
  return (
    // The browser's own sideways scrolling: Mantine's ScrollArea measured the strip and its
    // thumb in the screen's first commit (a forced layout in the booking screen's longest task).
    <div className={classes.scroller}>
      <div className={classes.strip} role="group" aria-label={t.nextDays}>
        {days.map((day) => {
          const p = dayParts(day.date) ?? { weekday: '', day: day.date, month: '' };
          const bookable = day.open;
          const note = dayNote(day);
          return (
            <UnstyledButton
              key={day.date}
              className={classes.day}
              data-selected={day.date === value || undefined}
              data-unavailable={!bookable || undefined}
              aria-pressed={day.date === value}
              // The visible text first (a name that contains what is shown), then why it is closed.
              aria-label={`${p.weekday} ${p.day} ${p.month} ${note}${!day.open && day.closedReason && day.closedReason !== note ? `, ${day.closedReason}` : ''}`}
              title={day.closedReason}
              onClick={() => onChange(day.date)}
            >
              <Text span size="xs" className={classes.weekday}>
                {p.weekday}
              </Text>
              <Text span fw={700} size="lg" lh={1.2}>
                {p.day}
              </Text>
              <Text span size="xs">
                {p.month}
              </Text>
              <Text span size="xs" fw={600} className={classes.note}>
                {note}
              </Text>
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
}
