/**
 * A business-local day and time as people say them: ('2026-11-25', '10:00') -> 'Wed 25 Nov,
 * 10:00 AM'. Pure text from the calendar date and wall-clock time; no zone involved.
 */
export function sayWhen(date: string, time: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const day = Number.isNaN(d.getTime())
    ? date
    : d.toLocaleDateString('en-NZ', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${day.replace(',', '')}, ${hour}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}
