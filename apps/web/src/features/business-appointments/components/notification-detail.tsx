import { useAppointment } from '../../../api/appointments/get-appointment';
import { PageLoader } from '../../../components/ui/page-loader';
import { AppointmentLoadError } from './appointment-load-error';
import { AppointmentSummary } from './appointment-summary';
import { CustomerStrikesSlot } from './customer-strikes-slot';
import { OwnerDepositSlot } from './owner-deposit-slot';
import { AttendanceButtons } from '../../../components/appointments/attendance-buttons';
import { DecisionButtons } from './decision-buttons';
import { useDecision } from '../hooks/use-decision';
import { useRejectDialog } from '../hooks/use-reject-dialog';
import { AppointmentStatus } from '@timeapp/domain/status';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';

/** One request: Accept and Reject while it waits; Arrived and Report once accepted. */
export function NotificationDetail({ appointmentId }: { appointmentId: string }) {
  const query = useAppointment(appointmentId);
  const decision = useDecision();
  const { decide, pendingFor } = decision;
  const reject = useRejectDialog(decision, t.rejectRequest);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <AppointmentLoadError error={query.error} />;
  const a = query.data;
  return (
    <AppointmentSummary appointment={a}>
      <OwnerDepositSlot appointment={a} />
      {a.status === AppointmentStatus.Waiting && (
        <DecisionButtons
          pending={pendingFor(a._id)}
          onAccept={() => decide({ appointmentId: a._id, kind: 'accept' })}
          onReject={() => reject.ask(a)}
        />
      )}
      {a.status === AppointmentStatus.Approved && <AttendanceButtons appointment={a} />}
      {reject.dialog}
      <CustomerStrikesSlot appointment={a} />
    </AppointmentSummary>
  );
}
