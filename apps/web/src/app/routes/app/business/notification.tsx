import { businessAppointmentsTexts } from '@timeapp/domain/business-appointments-texts';
import { useSearchParams } from 'react-router';
import { NotificationDetail } from '../../../../features/business-appointments/components/notification-detail';
import { PendingRequestsPage } from '../../../../features/business-appointments/components/pending-requests-page';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';

export default function NotificationRoute() {
  useTitle(businessAppointmentsTexts.notificationsTitle);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { businessId } = useSession();
  if (id) return <NotificationDetail key={id} appointmentId={id} />;
  return businessId ? <PendingRequestsPage businessId={businessId} /> : null;
}
