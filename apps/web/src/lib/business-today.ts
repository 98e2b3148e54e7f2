import { localParts } from '@timeapp/domain/time-zone';

/** Today's date where the business is (its calendar, not the browser's). */
export const businessToday = (timezone: string, now = new Date()) => localParts(now, timezone).date;
