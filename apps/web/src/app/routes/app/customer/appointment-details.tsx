import { appointmentsTexts } from '@timeapp/domain/appointments-texts';
import { Alert } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { useSearchParams } from 'react-router';
import { AppointmentDetail } from '../../../../features/appointments/components/appointment-detail';
import { useTitle } from '../../../../hooks/use-title';

export default function AppointmentDetailsRoute() {
  useTitle(appointmentsTexts.detailsTitle);
  const id = useSearchParams()[0].get('id');
  if (!id)
    return (
      <Alert color="red" role="alert">
        {messages.appointmentNotFound}
      </Alert>
    );
  return <AppointmentDetail key={id} appointmentId={id} />;
}
