import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarTime, IconMessage } from '@tabler/icons-react';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { useAppointment } from '../../../api/appointments/get-appointment';
import { PageLoader } from '../../../components/ui/page-loader';
import { customerName } from '../utils/format';
import { AppointmentLoadError } from './appointment-load-error';
import { AppointmentSummary } from './appointment-summary';
import { CustomerStrikesSlot } from './customer-strikes-slot';
import { OwnerDepositSlot } from './owner-deposit-slot';
import { AttendanceButtons } from '../../../components/appointments/attendance-buttons';
import { DecisionButtons } from './decision-buttons';
import { useDecision } from '../hooks/use-decision';
import { useRejectDialog } from '../hooks/use-reject-dialog';
import { AppointmentStatus } from '@timeapp/domain/status';
import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/ui/modal';

// Loaded when the owner opens Contact: the form brings the shared schema (zod).
const ContactNoteForm = lazy(() =>
  import('./contact-note-form').then((m) => ({ default: m.ContactNoteForm })),
);
// Loaded when the owner proposes another time: the time picker is not needed before.
const ProposeTimeDialog = lazy(() => import('./propose-time-dialog'));

/**
 * One appointment. Waiting: Accept, Cancel (a reject with a reason) and Contact (a note to the
 * customer). Approved: Arrived, Report, Cancel (reason required) and Contact. Both, until
 * they start: 'Propose another time' (docs/decisions/034). Cancelled: the reason.
 */
export function AppointmentDetail({ appointmentId }: { appointmentId: string }) {
  const query = useAppointment(appointmentId);
  const decision = useDecision();
  const { decide, pendingFor } = decision;
  const reject = useRejectDialog(decision);
  const [contacting, contact] = useDisclosure(false);
  const [proposing, proposeDialog] = useDisclosure(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <AppointmentLoadError error={query.error} />;
  const a = query.data;
  const name = customerName(a);
  const held = a.status === AppointmentStatus.Waiting || a.status === AppointmentStatus.Approved;
  // A walk-in has no account to answer a proposal with; a started one cannot move.
  const canPropose = held && !a.walkIn && Date.parse(a.startsAt) > Date.now();

  return (
    <>
      <AppointmentSummary appointment={a}>
        <OwnerDepositSlot appointment={a} />
        {a.proposal && held && (
          <Alert color="blue" role="status" title={messages.newTimeProposed}>
            {messages.proposalWaitingForCustomer(
              sayWhen(a.proposal.appointmentDate, a.proposal.appointmentTime),
            )}
          </Alert>
        )}
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
            rejectLabel={commonTexts.cancelAppointment}
          >
            <Button
              variant="default"
              leftSection={<IconMessage size={16} />}
              onClick={contact.open}
            >
              {t.contact}
            </Button>
            {canPropose && (
              <Button
                variant="default"
                leftSection={<IconCalendarTime size={16} />}
                onClick={proposeDialog.open}
              >
                {messages.proposeTime}
              </Button>
            )}
          </DecisionButtons>
        )}
        <CustomerStrikesSlot appointment={a} />
      </AppointmentSummary>

      {reject.dialog}

      {proposing && (
        <Suspense fallback={null}>
          <ProposeTimeDialog appointment={a} opened={proposing} onClose={proposeDialog.close} />
        </Suspense>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': messages.close }}
        opened={contacting}
        onClose={contact.close}
        title={t.contactNamed(name)}
        centered
      >
        <Suspense fallback={<PageLoader />}>
          <ContactNoteForm appointment={a} onSent={contact.close} onCancel={contact.close} />
        </Suspense>
      </Modal>
    </>
  );
}
