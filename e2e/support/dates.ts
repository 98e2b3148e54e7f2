// The server uses the real clock and the business's zone (Pacific/Auckland). Tests book on
// future dates, never today, so closing time cannot make them flaky.
export const zone = 'Pacific/Auckland';
export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type DayName = (typeof dayNames)[number];

/** Today's date in Auckland (or `inZone`), YYYY-MM-DD. */
export function todayInZone(now = new Date(), inZone = zone): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: inZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Minutes since midnight, Auckland (or `inZone`) wall clock. */
export function minutesNowInZone(now = new Date(), inZone = zone): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: inZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dayOf(date: string): DayName {
  return dayNames[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** The first date at least `minDaysAhead` days from today (Auckland) falling on one of `days`. */
export function nextDate(days: readonly DayName[], minDaysAhead = 2): string {
  let date = addDays(todayInZone(), minDaysAhead);
  while (!days.includes(dayOf(date))) date = addDays(date, 1);
  return date;
}

/** A future Tuesday-to-Friday: a business day for every section the tests create. */
export const bookableWeekday = (minDaysAhead = 2) =>
  nextDate(['Tuesday', 'Wednesday', 'Thursday', 'Friday'], minDaysAhead);

export const nextSunday = (minDaysAhead = 2) => nextDate(['Sunday'], minDaysAhead);

/** '14:30' -> '2:30 PM', the 12-hour format the screens show. */
export function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '2026-03-31' -> its parts, for driving a date picker. */
export function dateParts(date: string) {
  const d = new Date(`${date}T12:00:00Z`);
  return {
    day: d.getUTCDate(),
    monthName: d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    year: d.getUTCFullYear(),
    // Mantine's day buttons are labelled like "31 March 2026".
    label: `${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`,
  };
}

/**
 * A fixed-offset zone (Etc/GMT…) whose wall clock reads about noon now: tests about 'now' (the
 * slot under way, the attendance windows) then never meet midnight, whenever they run.
 */
export function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // hours east of UTC: -11 .. 12
  // The Etc names count the other way: Etc/GMT-5 is five hours east of UTC.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
