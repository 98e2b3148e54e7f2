import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { compareIso } from '../../../lib/compare';

/** The customer's name; a walk-in's as the owner typed it. */
export const customerName = (
  a: Pick<AppointmentListItem, 'user'> & Partial<Pick<AppointmentListItem, 'walkIn'>>,
) =>
  a.walkIn?.name ||
  (a.user ? `${a.user.firstName} ${a.user.lastName}`.trim() || 'Customer' : 'Customer');

export const byStart = (a: AppointmentListItem, b: AppointmentListItem) =>
  compareIso(a.startsAt, b.startsAt);
