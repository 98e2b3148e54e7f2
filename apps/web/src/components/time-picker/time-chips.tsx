import { Text, UnstyledButton } from '@mantine/core';
import type { Slot } from '@timeapp/domain/businesses';
import { formatTime12 } from '../../lib/format-date-time';
import classes from './time-picker.module.css';

type Props = {
  slots: readonly Slot[];
  /** The time chosen (reschedule: the new time), shown pressed. */
  value?: string | null;
  /** The slot the viewer holds and is moving away from, labelled as theirs. */
  current?: string | null;
  onPick: (slot: Slot) => void;
  /** Given: a full slot is a chip too, and choosing it calls this (the waitlist). */
  onFull?: (slot: Slot) => void;
};

/**
 * The day's times as a grid of chips: a free time books, a full one (when `onFull` is given)
 * offers the waitlist, the viewer's own is marked; times already begun are left out.
 */
export function TimeChips({ slots, value, current, onPick, onFull }: Props) {
  const now = Date.now();
  const shown = slots.filter(
    (s) => s.mine || s.bookable || (onFull && s.free === 0 && Date.parse(s.startsAt) > now),
  );
  if (shown.length === 0) return <Text c="dimmed">No free times on this day.</Text>;
  return (
    <div className={classes.chips} role="group" aria-label="Free times">
      {shown.map((slot) => {
        const time = formatTime12(slot.time);
        if (slot.mine)
          return (
            <div key={slot.time} className={classes.chip} data-mine>
              <Text span fw={600} size="sm">
                {time}
              </Text>
              <Text span size="xs">
                {slot.time === current ? 'Current' : 'Yours'}
              </Text>
            </div>
          );
        const full = slot.free === 0;
        const note = full ? 'Full' : slot.capacity > 1 ? `${slot.free} left` : 'Free';
        return (
          <UnstyledButton
            key={slot.time}
            className={classes.chip}
            data-full={full || undefined}
            data-selected={slot.time === value || undefined}
            aria-pressed={slot.time === value}
            aria-label={`${time}, ${full ? 'full: tell me when a place frees' : `${note.toLowerCase()}`}`}
            onClick={() => (full ? onFull?.(slot) : onPick(slot))}
          >
            <Text span fw={600} size="sm">
              {time}
            </Text>
            <Text span size="xs">
              {note}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
