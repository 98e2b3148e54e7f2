import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { compareIso } from '../../../lib/compare';

/**
 * 'Today' is an appointment whose date equals today's date, 'future' one on a later date;
 * both sorted ascending. Past days belong to neither list (docs/product-rules.md 3.3).
 */
export function splitAppointments(list: readonly AppointmentListItem[], today: string) {
  const sorted = [...list].sort(
    (a, b) =>
      compareIso(a.appointmentDate, b.appointmentDate) ||
      compareIso(a.appointmentTime, b.appointmentTime),
  );
  return {
    today: sorted.filter((a) => a.appointmentDate === today),
    future: sorted.filter((a) => a.appointmentDate > today),
  };
}
