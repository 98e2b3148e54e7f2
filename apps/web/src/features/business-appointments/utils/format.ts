import type { Appointment } from '@timeapp/domain/appointments';

export const customerName = (a: Pick<Appointment, 'user'>) =>
  a.user ? `${a.user.firstName} ${a.user.lastName}`.trim() || 'Customer' : 'Customer';

export const byStart = (a: Appointment, b: Appointment) => a.startsAt.localeCompare(b.startsAt);
