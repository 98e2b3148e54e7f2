import { useEffect, useState } from 'react';
import type { Section, Slot } from '@timeapp/domain/businesses';
import { addDays } from '@timeapp/domain/time-zone';
import { getAvailability } from '../../../api/businesses/availability';
import { getDaySlots } from '../../../api/businesses/day-slots';
import { monthWithin } from '../../../components/time-picker/month';
import { businessToday } from '../../../lib/business-today';

/** A day with free times, as the page lists them: its slots, for the TimePicker's chips. */
export type FreeDay = { date: string; slots: Slot[] };

export type FreeTimes =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: FreeDay[] };

/** How far ahead the page looks, and how many days with free times it shows. */
const HORIZON_DAYS = 14;
const DAYS_SHOWN = 3;

/**
 * The next days with free times of a slot section: one availability call for the next two
 * weeks (in the business's zone), then the times of the first three days with a free place.
 */
export function useFreeTimes(
  businessId: string,
  timezone: string,
  section: Section | undefined,
  reload: number,
): FreeTimes {
  const [result, setResult] = useState<FreeTimes>({ state: 'loading' });
  const sectionId = section && !section.customRequest ? section._id : null;
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    setResult({ state: 'loading' });
    void (async () => {
      const today = businessToday(timezone);
      const { days } = await getAvailability(
        businessId,
        sectionId,
        today,
        addDays(today, HORIZON_DAYS - 1),
      );
      const open = days.filter((d) => d.open && (d.free ?? 0) > 0).slice(0, DAYS_SHOWN);
      const answers = await Promise.all(
        open.map((d) => getDaySlots(businessId, sectionId, d.date)),
      );
      const free = answers
        .map((day) => ({ date: day.date, slots: day.slots }))
        .filter((day) => day.slots.some((s) => s.bookable));
      if (live) setResult({ state: 'ready', days: free });
    })().catch(() => {
      if (live) setResult({ state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [businessId, timezone, sectionId, reload]);
  return sectionId ? result : { state: 'ready', days: [] };
}

type Availability = Awaited<ReturnType<typeof getAvailability>>;
export type MonthDays =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: Availability['days'] };

/**
 * The days of the month the calendar shows (from `min`, to `max` at most), each open or not
 * with its places free: one availability call per month shown.
 */
export function useMonthDays(
  businessId: string,
  sectionId: string | null,
  month: string,
  min: string,
  max: string,
  reload: number,
): MonthDays {
  const [result, setResult] = useState<MonthDays>({ state: 'loading' });
  const range = monthWithin(month, min, max);
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    if (!sectionId || !from || !to) return;
    let live = true;
    setResult({ state: 'loading' });
    getAvailability(businessId, sectionId, from, to)
      .then((a) => live && setResult({ state: 'ready', days: a.days }))
      .catch(() => live && setResult({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [businessId, sectionId, from, to, reload]);
  return result;
}

export type DayTimes =
  | { state: 'loading' }
  | { state: 'failed' }
  | ({ state: 'ready' } & FreeDay & { open: boolean; closedReason?: string });

/** The times of one day the visitor chose in the calendar. */
export function useDayTimes(
  businessId: string,
  sectionId: string | null,
  date: string | null,
  reload: number,
): DayTimes {
  const [result, setResult] = useState<DayTimes>({ state: 'loading' });
  useEffect(() => {
    if (!sectionId || !date) return;
    let live = true;
    setResult({ state: 'loading' });
    getDaySlots(businessId, sectionId, date)
      .then(
        (day) =>
          live &&
          setResult({
            state: 'ready',
            date: day.date,
            slots: day.slots,
            open: day.open,
            closedReason: day.closedReason,
          }),
      )
      .catch(() => live && setResult({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [businessId, sectionId, date, reload]);
  return result;
}
