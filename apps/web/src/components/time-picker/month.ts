import { addDays } from '@timeapp/domain/time-zone';

// Calendar months of 'YYYY-MM-DD' dates, for the month calendar and the availability it reads.

/** The first day of `date`'s month. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of `date`'s month. */
export const lastOfMonth = (date: string) =>
  addDays(firstOfMonth(addDays(firstOfMonth(date), 31)), -1);

/** The days of `date`'s month between `min` and `max` (what can be chosen); null when none. */
export function monthWithin(date: string, min: string, max: string) {
  const first = firstOfMonth(date);
  const last = lastOfMonth(date);
  const from = first < min ? min : first;
  const to = last > max ? max : last;
  return from <= to ? { from, to } : null;
}
