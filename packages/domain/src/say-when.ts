/**
 * A business-local day and time as people say them: ('2026-11-25', '10:00') -> 'Wed 25 Nov,
 * 10:00 AM'. Pure text from the calendar date and wall-clock time; no zone involved.
 */
export function sayWhen(date: string, time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${sayDay(date)}, ${hour}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

// Made once: toLocaleDateString builds a formatter on every call (a tenth of a booking's CPU).
const dayFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A calendar date as people say it: '2026-05-07' -> 'Thu 7 May' (the date itself if invalid). */
export function sayDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return dayFormat.format(d).replace(',', '');
}
