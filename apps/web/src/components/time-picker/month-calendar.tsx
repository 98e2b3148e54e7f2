import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SectionAvailability } from '@timeapp/domain/businesses';
import { datePickerTexts } from '@timeapp/domain/date-picker-texts';
import { dayParts } from '@timeapp/domain/say-when';
import { addDays } from '@timeapp/domain/time-zone';
import { dayNote } from './day-note';
import { firstOfMonth, lastOfMonth } from './month';
import classes from './month-calendar.module.css';

type Day = SectionAvailability['days'][number];

type Props = {
  /** Any date of the month shown. */
  month: string;
  onMonth: (firstOfMonth: string) => void;
  /** The first and last dates that can be chosen (today and a year ahead). */
  min: string;
  max: string;
  /** The shown month's days from the availability route (empty while it loads). */
  days: ReadonlyMap<string, Day>;
  value: string | null;
  onChange: (date: string) => void;
  /** The month's days are being read. */
  loading?: boolean;
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Monday 0 ... Sunday 6 (New Zealand weeks start on Monday). */
const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
const monthTitle = (date: string) => {
  const p = dayParts(date);
  return p
    ? `${new Date(`${date}T12:00:00Z`).toLocaleString('en-NZ', { month: 'long', timeZone: 'UTC' })} ${p.year}`
    : date;
};

/**
 * A month of days as a grid, Monday first, each day saying whether it has free places ('3 free',
 * 'Full', 'Closed'), so a date weeks ahead is one tap away. Plain elements and a CSS module, no
 * Mantine: the public business page (docs/decisions/006) shows it within its weight budget.
 * The keyboard moves as in a date picker: arrows by a day or a week, Page Up and Page Down by a
 * month, Home and End to the week's ends; one day is in the tab order.
 */
export function MonthCalendar({ month, onMonth, min, max, days, value, onChange, loading }: Props) {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const [focus, setFocus] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // The day that takes the tab stop: the focused one, else the chosen one, else the first with
  // a free place, else the first that can be chosen.
  const inMonth = (d: string | null) => !!d && d >= first && d <= last && d >= min && d <= max;
  const firstFree = [...days.values()].find((d) => d.open && d.free !== 0)?.date ?? null;
  const stop = [focus, value, firstFree, min > first ? min : first].find(inMonth) ?? first;

  useEffect(() => {
    if (!moved.current || !focus) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus, month]);

  const moveTo = (date: string) => {
    const next = date < min ? min : date > max ? max : date;
    moved.current = true;
    setFocus(next);
    if (firstOfMonth(next) !== first) onMonth(firstOfMonth(next));
  };
  const onKey = (event: KeyboardEvent, date: string) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekdayOf(date),
      End: 6 - weekdayOf(date),
    };
    if (event.key in steps) moveTo(addDays(date, steps[event.key]!));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const other = event.key === 'PageUp' ? addDays(first, -1) : addDays(last, 1);
      const day = Math.min(Number(date.slice(8)), Number(lastOfMonth(other).slice(8)));
      moveTo(`${other.slice(0, 8)}${String(day).padStart(2, '0')}`);
    } else return;
    event.preventDefault();
  };

  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = monthTitle(first);
  const titleId = `month-${first}`;

  return (
    <div className={classes.calendar}>
      <div className={classes.head}>
        <button
          type="button"
          className={classes.nav}
          aria-label={datePickerTexts.previousMonth}
          disabled={first <= min}
          onClick={() => onMonth(firstOfMonth(addDays(first, -1)))}
        >
          ‹
        </button>
        <h3 id={titleId} className={classes.title} aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={classes.nav}
          aria-label={datePickerTexts.nextMonth}
          disabled={last >= max}
          onClick={() => onMonth(addDays(last, 1))}
        >
          ›
        </button>
      </div>
      <table ref={grid} className={classes.grid} aria-labelledby={titleId} aria-busy={loading}>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" abbr={w}>
                {w.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <td key={`empty-${i}`} />;
                const day = days.get(date);
                const outside = date < min || date > max;
                const free = !!day && day.open && day.free !== 0;
                const p = dayParts(date)!;
                const note = outside ? '' : day ? dayNote(day) : '';
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={classes.day}
                      data-free={free || undefined}
                      data-none={(!!day && !free) || undefined}
                      aria-pressed={date === value}
                      aria-label={`${p.weekday} ${p.day} ${p.month}${note ? `, ${note}` : ''}`}
                      title={day?.closedReason}
                      disabled={outside}
                      tabIndex={date === stop ? 0 : -1}
                      onClick={() => {
                        setFocus(date);
                        onChange(date);
                      }}
                      onKeyDown={(e) => onKey(e, date)}
                    >
                      {p.day}
                      {free && <span className={classes.dot} aria-hidden />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
