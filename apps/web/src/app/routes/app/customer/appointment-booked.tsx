import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { Link, useSearchParams } from 'react-router';
import { AppointmentDetail } from '../../../../features/appointments/components/appointment-detail';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';

/** Where booking lands: what was booked, 'Add to calendar', and how to change or cancel it. */
export default function AppointmentBookedRoute() {
  useTitle(screenTexts.appointmentBooked.title);
  const id = useSearchParams()[0].get('id');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {screenTexts.appointmentBooked.title}
      </Title>
      {id ? (
        <>
          <AppointmentDetail key={id} appointmentId={id} booked />
          <Anchor component={Link} to={paths.customer.appointment.getHref(id)}>
            {messages.viewAppointment}
          </Anchor>
        </>
      ) : (
        <Alert color="red" role="alert">
          {messages.appointmentNotFound}
        </Alert>
      )}
    </Stack>
  );
}
