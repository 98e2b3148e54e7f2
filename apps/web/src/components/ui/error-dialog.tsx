import { Button, Group, Text } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { Modal } from './modal';

type Props = { message: string | null; onClose: () => void; title?: 'Error' | 'Warning' };

/** A refused request: the server's reason in a dialog with Cancel (docs/product-rules.md 7.1). */
export function ErrorDialog({ message, onClose, title = 'Error' }: Props) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.close }}
      opened={message !== null}
      onClose={onClose}
      title={title}
      centered
      zIndex={400}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {messages.cancel}
        </Button>
      </Group>
    </Modal>
  );
}
