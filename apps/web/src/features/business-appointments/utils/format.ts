import type { Appointment } from '@timeapp/domain/appointments';
import { localParts } from '@timeapp/domain/time-zone';

export const customerName = (a: Pick<Appointment, 'user'>) =>
  a.user ? `${a.user.firstName} ${a.user.lastName}`.trim() || 'Customer' : 'Customer';

export const byStart = (a: Appointment, b: Appointment) => a.startsAt.localeCompare(b.startsAt);

/** Today's date where the business is (its calendar, not the browser's). */
export const businessToday = (timezone: string, now = new Date()) => localParts(now, timezone).date;
