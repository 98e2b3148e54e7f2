import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { AppointmentCard } from './appointment-card';
import { AppointmentStatus } from '@timeapp/domain/status';
import { compareIso } from '../../../lib/compare';

/** 'Cancel Appointments': rejected and cancelled appointments, latest first. */
export function CancelledAppointments({ businessId }: { businessId: string }) {
  const query = useBusinessAppointments(businessId, { status: AppointmentStatus.Cancelled });
  const list = [...(query.data ?? [])].sort((a, b) => compareIso(b.startsAt, a.startsAt));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t.cancelled}
      </Title>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Text c="red" role="alert">
          {errorMessage(query.error)}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t.noCancelled}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.map((a) => (
            <AppointmentCard key={a._id} appointment={a} showStatus={false} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
