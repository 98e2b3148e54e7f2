import type { Business } from '@timeapp/domain/businesses';
import { localParts, rememberZoneOffsets } from '@timeapp/domain/time-zone';

/** Today's date where the business is (its calendar, not the browser's). */
export const businessToday = (timezone: string, now = new Date()) => localParts(now, timezone).date;

/**
 * Keeps the zone table a business answer carries, so its times are read without the browser's
 * own zone data (whose first use loads ICU in the middle of the first screen; time-zone.ts).
 */
export const rememberZone = (business: Pick<Business, 'timezone' | 'timezoneOffsets'>) =>
  rememberZoneOffsets(business.timezone, business.timezoneOffsets);
