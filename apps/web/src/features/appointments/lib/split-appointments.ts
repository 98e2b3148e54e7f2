import type { Appointment } from '@timeapp/domain/appointments';

/**
 * 'Today' is an appointment whose date equals today's date, 'future' one on a later date;
 * both sorted ascending. Past days belong to neither list (docs/product-rules.md 3.3).
 */
export function splitAppointments(list: readonly Appointment[], today: string) {
  const sorted = [...list].sort(
    (a, b) =>
      a.appointmentDate.localeCompare(b.appointmentDate) ||
      a.appointmentTime.localeCompare(b.appointmentTime),
  );
  return {
    today: sorted.filter((a) => a.appointmentDate === today),
    future: sorted.filter((a) => a.appointmentDate > today),
  };
}
