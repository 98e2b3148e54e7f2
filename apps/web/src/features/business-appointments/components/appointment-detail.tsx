import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { useAppointment } from '../../../api/appointments/get-appointment';
import { PageLoader } from '../../../components/ui/page-loader';
import { customerName } from '../utils/format';
import { AppointmentLoadError } from './appointment-load-error';
import { AppointmentSummary } from './appointment-summary';
import { AttendanceButtons } from './attendance-buttons';
import { DecisionButtons } from './decision-buttons';
import { useDecision } from '../hooks/use-decision';
import { useRejectDialog } from '../hooks/use-reject-dialog';
import { AppointmentStatus } from '@timeapp/domain/status';

/**
 * One appointment. Waiting: Accept, Cancel (a reject with a reason) and Contact. Approved:
 * Arrived, Report and Cancel (reason required). Cancelled: the reason.
 */
export function AppointmentDetail({ appointmentId }: { appointmentId: string }) {
  const query = useAppointment(appointmentId);
  const decision = useDecision();
  const { decide, pendingFor } = decision;
  const reject = useRejectDialog(decision);
  const [contacting, contact] = useDisclosure(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <AppointmentLoadError error={query.error} />;
  const a = query.data;
  const name = customerName(a);

  return (
    <>
      <AppointmentSummary appointment={a}>
        {a.status === AppointmentStatus.Approved && <AttendanceButtons appointment={a} />}
        {a.status !== AppointmentStatus.Cancelled && (
          <DecisionButtons
            pending={pendingFor(a._id)}
            onAccept={
              a.status === AppointmentStatus.Waiting
                ? () => decide({ appointmentId: a._id, kind: 'accept' })
                : undefined
            }
            onReject={() => reject.ask(a)}
            rejectLabel="Cancel Appointment"
          >
            {a.status === AppointmentStatus.Waiting && (
              <Button
                variant="default"
                leftSection={<IconMessage size={16} />}
                onClick={contact.open}
              >
                Contact
              </Button>
            )}
          </DecisionButtons>
        )}
      </AppointmentSummary>

      {reject.dialog}

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={contacting}
        onClose={contact.close}
        title={`Contact ${name}`}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            TimeApp keeps customers&apos; e-mail addresses and phone numbers private, so this is
            what you have:
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>Their name: {name}</List.Item>
            <List.Item>What they wrote: {a.reason || 'no purpose given'}</List.Item>
            <List.Item>
              Your decision: TimeApp e-mails {name} when you accept, or when you cancel, with your
              reason. Use Cancel Appointment to tell them why a time does not work.
            </List.Item>
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={contact.close}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
