import { businessAppointmentsTexts } from '@timeapp/domain/business-appointments-texts';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { AppointmentDetail } from '../../../../features/business-appointments/components/appointment-detail';
import { useTitle } from '../../../../hooks/use-title';

export default function BusinessAppointmentRoute() {
  useTitle(businessAppointmentsTexts.appointmentTitle);
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate to={paths.business.dashboard} replace />;
  return <AppointmentDetail key={id} appointmentId={id} />;
}
