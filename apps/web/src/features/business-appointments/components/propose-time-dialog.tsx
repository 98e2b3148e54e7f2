import { Text, Textarea } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { useState } from 'react';
import { useProposeTime } from '../../../api/appointments/proposal';
import { NewTimeDialog } from '../../../components/time-picker/new-time-dialog';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { customerName } from '../utils/format';

type Props = { appointment: AppointmentListItem; opened: boolean; onClose: () => void };

/**
 * 'Propose another time' (docs/decisions/034): the one time picker on the appointment's
 * section, then an optional message; the customer accepts it or keeps their time.
 */
export default function ProposeTimeDialog({ appointment: a, opened, onClose }: Props) {
  const propose = useProposeTime();
  const [message, setMessage] = useState('');
  return (
    <NewTimeDialog
      appointment={a}
      opened={opened}
      onClose={onClose}
      title={messages.proposeTime}
      hint={
        <Text size="sm" c="dimmed">
          {t.proposeTimeHint(sayWhen(a.appointmentDate, a.appointmentTime))}
        </Text>
      }
      question={(choice) => (
        <Text>
          {t.proposeQuestion(
            messages.dateAt(formatDate(choice.date), formatTime12(choice.time)),
            customerName(a),
            messages.dateAt(formatDate(a.appointmentDate), formatTime12(a.appointmentTime)),
          )}
        </Text>
      )}
      extra={
        <Textarea
          label={messages.proposalMessageLabel}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
      }
      confirmLabel={messages.sendProposal}
      onConfirm={(choice, done) =>
        propose.mutate(
          {
            appointmentId: a._id,
            appointmentDate: choice.date,
            appointmentTime: choice.time,
            message: message.trim(),
          },
          { onSuccess: done },
        )
      }
      pending={propose.isPending}
      error={propose.error}
      onReset={() => {
        setMessage('');
        propose.reset();
      }}
    />
  );
}
