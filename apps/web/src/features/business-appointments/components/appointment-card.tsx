import { Card, Group, Stack, Text } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ConfirmedByText } from './confirmed-by-text';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { customerName } from '../utils/format';
import { CustomerAvatar } from './customer-avatar';

type Props = { appointment: AppointmentListItem; to?: string; showStatus?: boolean };

/** One appointment: customer, section, day and time; opens the appointment's detail. */
export function AppointmentCard({
  appointment: a,
  to = paths.business.appointment.getHref(a._id),
  showStatus = true,
}: Props) {
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={to}>
      <Group wrap="nowrap" gap="sm">
        <CustomerAvatar appointment={a} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {/* The badge sits beside the name, not the date, so a phone keeps the date and time
              on one line; it wraps under the name rather than ever being cut. */}
          <Group gap={6} justify="space-between" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {customerName(a)}
            </Text>
            {showStatus && <StatusBadge appointment={a} side="owner" />}
            <ConfirmedByText appointment={a} />
          </Group>
          <AppointmentWhen appointment={a} />
        </Stack>
      </Group>
    </Card>
  );
}

/** When and where, under the customer's name: day and time, then the section. */
export function AppointmentWhen({ appointment: a }: { appointment: AppointmentListItem }) {
  return (
    <>
      <Text size="sm">
        {formatDate(a.appointmentDate)} · {formatTime12(a.appointmentTime)}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {bookedWhat(a)}
      </Text>
    </>
  );
}
