import { businessAppointmentsTexts } from '@timeapp/domain/business-appointments-texts';
import { CancelledAppointments } from '../../../../features/business-appointments/components/cancelled-appointments';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';

export default function CancelledAppointmentsRoute() {
  useTitle(businessAppointmentsTexts.cancelled);
  const { businessId } = useSession();
  return businessId ? <CancelledAppointments businessId={businessId} /> : null;
}
