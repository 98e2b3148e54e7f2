import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { useState, type FormEvent } from 'react';

type Props = {
  opened: boolean;
  title: string;
  pending?: boolean;
  onClose: () => void;
  onProceed: (reason: string) => void;
};

/** Asks why: the reason is e-mailed to the customer with the decision. */
export function CancelReasonModal({ opened, title, pending, onClose, onProceed }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(messages.reasonRequired);
    setError(undefined);
    onProceed(text);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">The customer receives your reason by e-mail.</Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            maxLength={500}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Discard
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Proceed
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
