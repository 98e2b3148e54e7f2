import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import type { SectionAvailability } from '@timeapp/domain/businesses';

type Day = SectionAvailability['days'][number];

/**
 * What a day says under its number: places left, or why none (in words, not only grey). The
 * day strip and the month calendar both say it.
 */
export function dayNote(day: Day): string {
  if (day.open) return day.free === null ? t.open : t.nFree(day.free);
  return day.full ? t.full : t.closed;
}
