import { appointmentsTexts } from '@timeapp/domain/appointments-texts';
import { CancelledAppointments } from '../../../../features/appointments/components/cancelled-appointments';
import { useTitle } from '../../../../hooks/use-title';

// The customer's declined requests and cancelled appointments (docs/product-rules.md 2.6): the
// business side has a cancelled list, so the customer gets theirs here (the dashboard lists only
// today and later).
export default function CancelAppointmentRoute() {
  useTitle(appointmentsTexts.cancelledAndDeclined);
  return <CancelledAppointments />;
}
