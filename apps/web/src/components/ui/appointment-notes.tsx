import { Paper, Stack, Text } from '@mantine/core';
import { commonTexts } from '@timeapp/domain/common-texts';
import type { Appointment } from '@timeapp/domain/appointments';
import { formatInstant } from '../../lib/format-date-time';
import type { Side } from './status-history';

/** The business's contact notes on an appointment, oldest first; both sides read them. */
export function AppointmentNotes({ notes, side }: { notes: Appointment['notes']; side: Side }) {
  if (notes.length === 0) return null;
  const title = side === 'owner' ? commonTexts.notesToCustomer : commonTexts.notesFromBusiness;
  return (
    <section aria-label={title}>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <Stack gap={6}>
        {notes.map((n, i) => (
          <Paper key={`${n.at}-${i}`} withBorder radius="sm" p="xs">
            <Text size="xs" c="dimmed">
              {formatInstant(n.at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {n.text}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
