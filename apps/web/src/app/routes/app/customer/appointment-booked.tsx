import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { appointmentsTexts } from '@timeapp/domain/appointments-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppointment } from '../../../../api/appointments/get-appointment';
import { AppointmentDetail } from '../../../../features/appointments/components/appointment-detail';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';

// Back from paying a deposit (decision 056): its piece loads only then.
const DepositReturn = lazy(
  () => import('../../../../features/appointments/components/deposit-return'),
);

/**
 * Where booking lands: what was booked, 'Add to calendar', and how to change or cancel it. Its
 * heading is 'Request sent' while the business has not approved it (DESIGN.md section 11), the
 * static shell's too; 'Booked' once it is approved.
 */
export default function AppointmentBookedRoute() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const depositReturn = search.get('deposit') === 'return';
  // The detail below asks for the same appointment: one request, from the same cache.
  const approved = useAppointment(id).data?.status === AppointmentStatus.Approved;
  const title = approved ? appointmentsTexts.bookedTitle : screenTexts.appointmentBooked.title;
  useTitle(title);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {id ? (
        <>
          {depositReturn && (
            <Suspense fallback={null}>
              <DepositReturn appointmentId={id} />
            </Suspense>
          )}
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
