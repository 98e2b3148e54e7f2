import { Button, Group, Modal, Text } from '@mantine/core';

type Props = { message: string | null; onClose: () => void };

/** A failed save: the server's reason in a dialog with Cancel (SPEC.md section 8). */
export function ErrorDialog({ message, onClose }: Props) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={message !== null}
      onClose={onClose}
      title="Error"
      centered
      zIndex={400}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Modal>
  );
}
