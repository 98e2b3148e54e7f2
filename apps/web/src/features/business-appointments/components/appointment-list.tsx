import { Stack, Text, Title } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { useShowMore } from '../../../components/ui/show-more';
import { AppointmentCard } from './appointment-card';

type Props = { title: string; appointments: AppointmentListItem[]; empty: string };

/** A titled list that shows five at a time, with Show More / Show Less. */
export function AppointmentList({ title, appointments, empty }: Props) {
  const { visible, controls } = useShowMore(appointments);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {appointments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        visible.map((a) => <AppointmentCard key={a._id} appointment={a} />)
      )}
      {controls}
    </Stack>
  );
}
