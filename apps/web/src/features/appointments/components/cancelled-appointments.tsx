import { Alert, Stack, Title } from '@mantine/core';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { useMyCancelledAppointments } from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { AppointmentList } from './appointment-list';

/**
 * The customer's requests the business declined and appointments that were cancelled, newest
 * first, each in a list of its own: a declined request is not a cancellation (DESIGN.md 11).
 */
export function CancelledAppointments() {
  const query = useMyCancelledAppointments();
  if (query.isPending) return <PageLoader label={t.loading} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  const declined = query.data.filter((a) => a.declined);
  const cancelled = query.data.filter((a) => !a.declined);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t.cancelledAndDeclined}
      </Title>
      <AppointmentList title={t.declinedList} appointments={declined} empty={t.noDeclined} />
      <AppointmentList title={t.cancelledList} appointments={cancelled} empty={t.noCancelled} />
    </Stack>
  );
}
