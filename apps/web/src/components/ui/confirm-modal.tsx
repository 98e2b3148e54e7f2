import { Button, Group, Text } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { Modal } from './modal';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  onYes: () => void;
  onNo: () => void;
  /** False when Yes opens the next dialog: focus goes there, not back to the page behind. */
  returnFocus?: boolean;
};

/** A Yes / No question before opening a form. */
export function ConfirmModal({ opened, title, text, onYes, onNo, returnFocus = true }: Props) {
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered returnFocus={returnFocus}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo}>
          {messages.no}
        </Button>
        <Button onClick={onYes} data-autofocus>
          {messages.yes}
        </Button>
      </Group>
    </Modal>
  );
}
