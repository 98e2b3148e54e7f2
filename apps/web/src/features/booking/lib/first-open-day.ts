import { dayCodes, weekDays, type WeekDay } from '@timeapp/domain/days';
import { localParts, toMinutes, weekdayIndex } from '@timeapp/domain/time-zone';
import { addDays } from '../../../lib/format-date-time';

/** The first date from `from` (`YYYY-MM-DD`) on one of the section's business days; `from` if none. */
export function firstOpenDay(days: readonly WeekDay[], from: string) {
  for (let i = 0; i < 7; i++) {
    const date = addDays(from, i);
    const weekday = weekDays[weekdayIndex(date)];
    if (weekday && days.includes(weekday)) return date;
  }
  return from;
}

type Section = {
  businessDays: readonly WeekDay[];
  businessHours: readonly [string, string];
  slotDuration?: number | null;
  /** A slot section's own hours on some days (docs/product-rules.md 5.3). */
  hoursByDay?: Record<string, readonly (readonly string[])[]> | null;
};

/** When the section closes on `date`: that day's last period's end, else businessHours. */
function closing(section: Section, date: string) {
  const own = section.hoursByDay?.[dayCodes[weekDays[weekdayIndex(date)]!]];
  return own?.length
    ? Math.max(...own.map(([, to]) => toMinutes(to ?? '00:00')))
    : toMinutes(section.businessHours[1]);
}

/**
 * The date the booking screen opens on: the section's first business day from today, in the
 * business's time zone; from tomorrow once today's last slot has begun (or, for requests, the
 * day has closed), when nothing is left to book today. The customer can still pick today.
 */
export function firstBookableDay(section: Section, timeZone: string, now = new Date()) {
  const local = localParts(now, timeZone);
  const lastStart = closing(section, local.date) - (section.slotDuration ?? 0);
  return firstOpenDay(
    section.businessDays,
    local.minutes >= lastStart ? addDays(local.date, 1) : local.date,
  );
}
