import { Text } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { messages } from '@timeapp/domain/messages';
import { useRescheduleAppointment } from '../../../api/appointments/reschedule-appointment';
import { NewTimeDialog } from '../../../components/time-picker/new-time-dialog';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';

type Props = { appointment: AppointmentListItem; opened: boolean; onClose: () => void };

/**
 * 'Change time': the same time picker as the booking screen, on the appointment's section,
 * with its current time marked; choosing a free time asks once, then moves it.
 */
export default function ChangeTimeDialog({ appointment: a, opened, onClose }: Props) {
  const move = useRescheduleAppointment();
  return (
    <NewTimeDialog
      appointment={a}
      opened={opened}
      onClose={onClose}
      title={messages.changeTime}
      markCurrent
      question={(choice, customRequest) => (
        <>
          <Text>
            {t.moveQuestion(
              bookedWhat(a),
              messages.dateAt(formatDate(a.appointmentDate), formatTime12(a.appointmentTime)),
              messages.dateAt(formatDate(choice.date), formatTime12(choice.time)),
            )}
          </Text>
          {customRequest && (
            <Text size="sm" c="dimmed">
              {t.moveWaitsNote}
            </Text>
          )}
        </>
      )}
      confirmLabel={messages.moveHere}
      onConfirm={(choice, done) =>
        move.mutate(
          { appointmentId: a._id, appointmentDate: choice.date, appointmentTime: choice.time },
          { onSuccess: done },
        )
      }
      pending={move.isPending}
      error={move.error}
      onReset={move.reset}
    />
  );
}
