import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteBody, type Appointment } from '@timeapp/domain/appointments';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useAddNote } from '../../../api/appointments/add-note';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { useForm } from '../../../lib/form';
import { customerName } from '../utils/format';

type Props = { appointment: Appointment; onSent: () => void; onCancel: () => void };

/**
 * SPEC's 'Contact' note box: a note to the customer, e-mailed to them and kept on the
 * appointment (docs/product-rules.md 5.10). A walk-in has no e-mail address: the note is kept.
 */
export function ContactNoteForm({ appointment: a, onSent, onCancel }: Props) {
  const add = useAddNote();
  const form = useForm({
    initial: { note: '' },
    schema: noteBody,
    onValid: ({ note }) =>
      add.mutate(
        { appointmentId: a._id, note },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: messages.noteSent });
            onSent();
          },
        },
      ),
  });
  const name = customerName(a);
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.noteTo(name)}>
      <Stack gap="sm">
        <FailureAlert error={add.error} />
        <Text size="sm" c="dimmed">
          {a.walkIn ? t.noteKeptForWalkIn(name) : messages.noteByEmail(name)}
        </Text>
        <Textarea
          label={fieldLabels.note}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={1000}
          data-autofocus
          {...form.field('note')}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t.sendNote}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
