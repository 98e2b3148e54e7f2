import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import type { Slot } from '@timeapp/domain/businesses';
import { formatTime12 } from '../../lib/format-date-time';
import classes from './time-chips.module.css';

type Props = {
  slots: readonly Slot[];
  /** The time chosen (reschedule: the new time), shown pressed. */
  value?: string | null;
  /** The slot the viewer holds and is moving away from, labelled as theirs. */
  current?: string | null;
  onPick: (slot: Slot) => void;
  /** Given: a full slot is a chip too, and choosing it calls this (the waitlist). */
  onFull?: (slot: Slot) => void;
  /**
   * The id of the heading that names these times (a day on a page of several): they are then
   * a list under it. Without it they are a group named 'Free times'.
   */
  labelledBy?: string;
  /** false: each chip shows its time only (the public page's compact list); named the same. */
  notes?: boolean;
};

/**
 * The day's times as a grid of chips: a free time books, a full one (when `onFull` is given)
 * offers the waitlist, the viewer's own is marked; times already begun are left out. Plain
 * elements and a CSS module, no Mantine: the public business page (docs/decisions/006) uses
 * these same chips within its weight budget.
 */
export function TimeChips({
  slots,
  value,
  current,
  onPick,
  onFull,
  labelledBy,
  notes = true,
}: Props) {
  const now = Date.now();
  const shown = slots.filter(
    (s) => s.mine || s.bookable || (onFull && s.free === 0 && Date.parse(s.startsAt) > now),
  );
  if (shown.length === 0) return <p className={classes.empty}>{t.noTimes}</p>;
  const chips = shown.map((slot) => {
    const time = formatTime12(slot.time);
    if (slot.mine)
      return (
        <div key={slot.time} className={classes.chip} data-mine>
          <span className={classes.time}>{time}</span>
          <span className={classes.note}>{slot.time === current ? t.current : t.yours}</span>
        </div>
      );
    const full = slot.free === 0;
    const note = full ? t.full : slot.capacity > 1 ? t.nLeft(slot.free) : t.free;
    return (
      <button
        type="button"
        key={slot.time}
        className={classes.chip}
        data-full={full || undefined}
        data-selected={slot.time === value || undefined}
        aria-pressed={slot.time === value}
        aria-label={`${time}, ${full ? t.fullWaitlist : note.toLowerCase()}`}
        onClick={() => (full ? onFull?.(slot) : onPick(slot))}
      >
        <span className={classes.time}>{time}</span>
        {notes && <span className={classes.note}>{note}</span>}
      </button>
    );
  });
  // Under a day's heading (several days on one page): a list of that day's times.
  if (labelledBy)
    return (
      <ul className={classes.chips} aria-labelledby={labelledBy}>
        {chips.map((chip) => (
          <li key={chip.key}>{chip}</li>
        ))}
      </ul>
    );
  return (
    <div className={classes.chips} role="group" aria-label={t.freeTimes}>
      {chips}
    </div>
  );
}
