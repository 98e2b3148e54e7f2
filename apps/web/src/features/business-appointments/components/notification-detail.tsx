import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useAppointment } from '../../../api/appointments/get-appointment';
import { PageLoader } from '../../../components/ui/page-loader';
import { AppointmentLoadError } from './appointment-load-error';
import { AppointmentSummary } from './appointment-summary';
import { AttendanceButtons } from './attendance-buttons';
import { useDecision } from '../hooks/use-decision';

/** One request: Reject and Accept while it waits; Arrived and Report once accepted. */
export function NotificationDetail({ appointmentId }: { appointmentId: string }) {
  const query = useAppointment(appointmentId);
  const { decide, pending, pendingKind } = useDecision(appointmentId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <AppointmentLoadError error={query.error} />;
  const a = query.data;
  return (
    <AppointmentSummary appointment={a}>
      {a.status === 0 && (
        <Group gap="sm">
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            loading={pending && pendingKind === 2}
            disabled={pending}
            onClick={() => decide('reject')}
          >
            Reject
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={pending && pendingKind === 1}
            disabled={pending}
            onClick={() => decide('accept')}
          >
            Accept
          </Button>
        </Group>
      )}
      {a.status === 1 && <AttendanceButtons appointment={a} />}
    </AppointmentSummary>
  );
}
