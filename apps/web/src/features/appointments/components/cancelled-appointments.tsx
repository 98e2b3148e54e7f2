import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { useMyCancelledAppointments } from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { AppointmentCard } from './appointment-card';

/** The customer's cancelled (or rejected) appointments, newest first. */
export function CancelledAppointments() {
  const query = useMyCancelledAppointments();
  if (query.isPending) return <PageLoader label={t.loading} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  const list = query.data;
  return (
    <Paper withBorder p="md">
      <Title order={1} size="h3" mb="md">
        {t.cancelledCount(list.length)}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{t.noCancelled}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {list.map((a) => (
            <AppointmentCard key={a._id} appointment={a} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
