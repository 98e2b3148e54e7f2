/**
 * A business-local day and time as people say them: ('2026-11-25', '10:00') -> 'Wed 25 Nov,
 * 10:00 AM'. Pure text from the calendar date and wall-clock time; no zone involved.
 */
export function sayWhen(date: string, time: string): string {
  return `${sayDay(date)}, ${sayTime(time)}`;
}

/** A wall-clock time in 12-hour form: '09:30' -> '9:30 AM', '13:05' -> '1:05 PM', '00:00' -> '12:00 AM'. */
export function sayTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

// Names as New Zealand English writes them short (CLDR's en-NZ, which Intl used here before):
// 'Sept', not 'Sep'. Tables rather than Intl.DateTimeFormat: building a formatter loads the
// locale's and the time zone's data, and on a phone that was the longest part of loading the
// customer dashboard's code (docs/performance.md).
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A calendar date's short weekday, day of the month, short month and year ('2026-05-07' -> Thu,
 * 7, May, 2026); null for a date it cannot read.
 */
export function dayParts(
  date: string,
): { weekday: string; day: string; month: string; year: string } | null {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return {
    weekday: weekdays[d.getUTCDay()]!,
    day: String(d.getUTCDate()),
    month: months[d.getUTCMonth()]!,
    year: String(d.getUTCFullYear()),
  };
}

/** A calendar date as people say it: '2026-05-07' -> 'Thu 7 May' (the date itself if invalid). */
export function sayDay(date: string): string {
  const parts = dayParts(date);
  return parts ? `${parts.weekday} ${parts.day} ${parts.month}` : date;
}
