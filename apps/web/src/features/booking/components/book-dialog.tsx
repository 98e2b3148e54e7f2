import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { Modal } from '../../../components/ui/modal';

type Props = {
  /** The chosen date and `HH:MM`, or null when closed. */
  choice: { date: string; time: string } | null;
  sectionName: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Confirms a booking and asks the (optional) reason. */
export function BookDialog({ choice, sectionName, pending, error, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title="Confirm booking"
      centered
      onExitTransitionEnd={() => setReason('')}
    >
      {choice && (
        <Stack gap="sm">
          {error != null && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Text>
            {sectionName}: {formatDate(choice.date)} at {formatTime12(choice.time)}
          </Text>
          <Textarea
            label="Reason (optional)"
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(reason.trim())} loading={pending}>
              Confirm booking
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
