import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { useShowMore } from '../../../components/ui/show-more';
import { AppointmentCard } from './appointment-card';

type Props = { title: string; appointments: readonly AppointmentListItem[]; empty: string };

/** A titled list that shows 5 at a time, with Show More / Show Less. */
export function AppointmentList({ title, appointments, empty }: Props) {
  const { visible, controls } = useShowMore(appointments);
  const headingId = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title} ({appointments.length})
      </Title>
      {appointments.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {visible.map((a) => (
              <AppointmentCard key={a._id} appointment={a} />
            ))}
          </SimpleGrid>
          {controls}
        </Stack>
      )}
    </Paper>
  );
}
