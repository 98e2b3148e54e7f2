import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { useState } from 'react';
import { useProposeTime } from '../../../api/appointments/proposal';
import { useBusiness } from '../../../api/businesses/get-business';
import { TimePicker, type TimeChoice } from '../../../components/time-picker/time-picker';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { customerName } from '../utils/format';

type Props = { appointment: Appointment; opened: boolean; onClose: () => void };

/**
 * 'Propose another time' (docs/decisions/034): the one time picker on the appointment's
 * section, then an optional message; the customer accepts it or keeps their time.
 */
export default function ProposeTimeDialog({ appointment: a, opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const business = useBusiness(opened ? a.businessId : null);
  const propose = useProposeTime();
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const [message, setMessage] = useState('');
  const section = business.data?.section.find((s) => s._id === a.sectionId);

  const close = () => {
    setChoice(null);
    setMessage('');
    propose.reset();
    onClose();
  };
  const send = () => {
    if (!choice) return;
    propose.mutate(
      {
        appointmentId: a._id,
        appointmentDate: choice.date,
        appointmentTime: choice.time,
        message: message.trim(),
      },
      { onSuccess: close },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.proposeTime}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {business.isPending ? (
        <PageLoader label="Loading section" />
      ) : business.isError || !section ? (
        <Alert color="red" role="alert">
          {business.isError ? errorMessage(business.error) : messages.sectionNotFound}
        </Alert>
      ) : choice ? (
        <Stack gap="md">
          {propose.error != null && (
            <Alert color="red" role="alert">
              {errorMessage(propose.error)}
            </Alert>
          )}
          <Text>
            Propose {formatDate(choice.date)} at {formatTime12(choice.time)} to {customerName(a)}{' '}
            instead of {formatDate(a.appointmentDate)} at {formatTime12(a.appointmentTime)}?
          </Text>
          <Textarea
            label={messages.proposalMessageLabel}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoice(null)} disabled={propose.isPending}>
              Back
            </Button>
            <Button onClick={send} loading={propose.isPending}>
              {messages.sendProposal}
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
          requestLabel="Choose this time"
          onPick={setChoice}
        >
          <Text size="sm" c="dimmed">
            {messages.proposeTimeHint(sayWhen(a.appointmentDate, a.appointmentTime))}
          </Text>
        </TimePicker>
      )}
    </Modal>
  );
}
