import { Button, Modal } from '@mantine/core';
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
import { lazy, Suspense } from 'react';

// Loaded when the owner opens Contact: the form brings the shared schema (zod).
const ContactNoteForm = lazy(() =>
  import('./contact-note-form').then((m) => ({ default: m.ContactNoteForm })),
);

/**
 * One appointment. Waiting: Accept, Cancel (a reject with a reason) and Contact (a note to the
 * customer). Approved: Arrived, Report, Cancel (reason required) and Contact. Cancelled: the
 * reason.
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
            <Button
              variant="default"
              leftSection={<IconMessage size={16} />}
              onClick={contact.open}
            >
              Contact
            </Button>
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
        <Suspense fallback={<PageLoader />}>
          <ContactNoteForm appointment={a} onSent={contact.close} onCancel={contact.close} />
        </Suspense>
      </Modal>
    </>
  );
}
