import { Alert, Button, Group, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { useState } from 'react';
import { useUpdateAppointment } from '../../../api/appointments/update-appointment';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { Modal } from '../../../components/ui/modal';

type Props = {
  appointmentId: string;
  /**
   * The business's free cancellation in hours, when cancelling now is past it: the dialog warns
   * that this cancellation is a strike (decision 055). Null: in time.
   */
  lateAfterHours: number | null;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
};

/** Asks the reason (required), then cancels: PUT status 2 with the reason. */
export function CancelAppointmentDialog({
  appointmentId,
  lateAfterHours,
  opened,
  onClose,
  onCancelled,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAppointment();

  const discard = () => {
    setReason('');
    setError(null);
    update.reset();
    onClose();
  };

  const proceed = () => {
    const cancellationReason = reason.trim();
    if (!cancellationReason) {
      setError(messages.reasonRequired);
      return;
    }
    setError(null);
    update.mutate(
      { appointmentId, status: AppointmentStatus.Cancelled, cancellationReason },
      {
        onSuccess: () => {
          setReason('');
          onCancelled();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={discard} title={commonTexts.cancelAppointment}>
      <FailureAlert error={update.error} mb="sm" />
      {lateAfterHours !== null && (
        <Alert color="orange" mb="sm" icon={<IconAlertTriangle size={18} />}>
          {policyTexts.lateWarning(lateAfterHours)}
        </Alert>
      )}
      <Textarea
        label={t.reasonForCancelling}
        required
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={discard}>
          {commonTexts.discard}
        </Button>
        <Button color="red" onClick={proceed} loading={update.isPending}>
          {commonTexts.proceed}
        </Button>
      </Group>
    </Modal>
  );
}
