// Screens show 12-hour times with AM/PM and readable dates (docs/product-rules.md 3.2); the API speaks
// `HH:MM` and `YYYY-MM-DD` in the business's local time, so no time-zone maths happens here.
import { dayParts, sayTime } from '@timeapp/domain/say-when';

/** '09:30' -> '9:30 AM', '13:05' -> '1:05 PM', '00:00' -> '12:00 AM'. */
export const formatTime12 = sayTime;

/** ['09:00', '17:00'] -> '9:00 AM - 5:00 PM'. */
export const formatHours = (hours: readonly string[]) =>
  hours.length >= 2 ? `${formatTime12(hours[0]!)} - ${formatTime12(hours[1]!)}` : '';

/** '2026-03-31' -> 'Tue, 31 Mar 2026' (the calendar date as written, whatever the viewer's zone). */
export function formatDate(date: string) {
  const parts = dayParts(date);
  return parts ? `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}` : date;
}

/**
 * A moment (an ISO timestamp) in the viewer's time zone, written like every other date and time
 * on screen: 'Tue, 24 Nov 2026, 7:24 AM'.
 */
export function formatInstant(at: string) {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  const time = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(localDateString(d))}, ${formatTime12(time)}`;
}

/** The viewer's local calendar date as `YYYY-MM-DD`. */
export function localDateString(now: Date = new Date()) {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no clock involved). */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
