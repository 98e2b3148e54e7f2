import { Paper, Stack, Title } from '@mantine/core';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { byStart } from '../utils/format';
import { PendingRequests } from './notifications-modal';
import { AppointmentStatus } from '@timeapp/domain/status';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';

/** /show-notification without an id: every pending request, as the bell's modal lists them. */
export function PendingRequestsPage({ businessId }: { businessId: string }) {
  const query = useBusinessAppointments(businessId, { status: AppointmentStatus.Waiting });
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t.notifications}
      </Title>
      <Paper withBorder radius="md" p="md">
        {query.isPending ? (
          <PageLoader />
        ) : (
          <PendingRequests pending={[...(query.data ?? [])].sort(byStart)} />
        )}
      </Paper>
    </Stack>
  );
}
