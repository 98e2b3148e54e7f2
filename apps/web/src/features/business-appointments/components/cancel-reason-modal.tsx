import { Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';

type Props = {
  opened: boolean;
  title: string;
  pending?: boolean;
  onClose: () => void;
  onProceed: (reason: string) => void;
  /** Reasons one tap away (a waiting request's reject); the text stays editable. */
  presets?: readonly string[];
  /** The reason filled in when the dialog opens (rejecting: 'Declined by the business'). */
  initialReason?: string;
};

/** Asks to confirm and why: the reason is e-mailed to the customer with the decision. */
export function CancelReasonModal({
  opened,
  title,
  pending,
  onClose,
  onProceed,
  presets,
  initialReason = '',
}: Props) {
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setReason(initialReason);
      setError(undefined);
    }
  }, [opened, initialReason]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(messages.reasonRequired);
    setError(undefined);
    onProceed(text);
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.close }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">{t.reasonByEmail}</Text>
          {presets && presets.length > 0 && (
            <Chip.Group multiple={false} value={reason.trim()} onChange={setReason}>
              <Group gap={6} role="group" aria-label={t.commonReasons}>
                {presets.map((p) => (
                  <Chip key={p} value={p} size="sm">
                    {p}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          <Textarea
            label={fieldLabels.reason}
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
              {commonTexts.discard}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {commonTexts.proceed}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
