import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { useRescheduleAppointment } from '../../../api/appointments/reschedule-appointment';
import { useBusiness } from '../../../api/businesses/get-business';
import { TimePicker, type TimeChoice } from '../../../components/time-picker/time-picker';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';

type Props = { appointment: Appointment; opened: boolean; onClose: () => void };

/**
 * 'Change time': the same time picker as the booking screen, on the appointment's section,
 * with its current time marked; choosing a free time asks once, then moves it.
 */
export default function ChangeTimeDialog({ appointment: a, opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const business = useBusiness(opened ? a.businessId : null);
  const move = useRescheduleAppointment();
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const section = business.data?.section.find((s) => s._id === a.sectionId);

  const close = () => {
    setChoice(null);
    move.reset();
    onClose();
  };
  const confirm = () => {
    if (!choice) return;
    move.mutate(
      { appointmentId: a._id, appointmentDate: choice.date, appointmentTime: choice.time },
      { onSuccess: close },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.changeTime}
      size="xl"
      fullScreen={phone}
      centered
    >
      {business.isPending ? (
        <PageLoader label="Loading section" />
      ) : business.isError || !section ? (
        <Alert color="red" role="alert">
          {business.isError ? errorMessage(business.error) : messages.sectionNotFound}
        </Alert>
      ) : choice ? (
        <Stack gap="md">
          {move.error != null && (
            <Alert color="red" role="alert">
              {errorMessage(move.error)}
            </Alert>
          )}
          <Text>
            Move {a.sectionName} from {formatDate(a.appointmentDate)} at{' '}
            {formatTime12(a.appointmentTime)} to {formatDate(choice.date)} at{' '}
            {formatTime12(choice.time)}?
          </Text>
          {section.customRequest && (
            <Text size="sm" c="dimmed">
              The business confirms the new time; until then it is waiting.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoice(null)} disabled={move.isPending}>
              Back
            </Button>
            <Button onClick={confirm} loading={move.isPending}>
              Move here
            </Button>
          </Group>
        </Stack>
      ) : (
        <TimePicker
          businessId={a.businessId}
          sectionId={a.sectionId}
          timezone={business.data.timezone}
          customRequest={section.customRequest}
          initialDate={a.appointmentDate}
          current={{ date: a.appointmentDate, time: a.appointmentTime }}
          requestLabel="Choose this time"
          onPick={setChoice}
        />
      )}
    </Modal>
  );
}
