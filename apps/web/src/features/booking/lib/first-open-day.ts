import { weekDays, type WeekDay } from '@timeapp/domain/days';
import { addDays } from '../../../lib/format-date-time';

/** The first date from `from` (`YYYY-MM-DD`) on one of the section's business days; `from` if none. */
export function firstOpenDay(days: readonly WeekDay[], from: string) {
  for (let i = 0; i < 7; i++) {
    const date = addDays(from, i);
    // getUTCDay: 0 is Sunday; weekDays starts on Monday.
    const weekday = weekDays[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
    if (weekday && days.includes(weekday)) return date;
  }
  return from;
}
