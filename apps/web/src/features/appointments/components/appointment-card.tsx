import { Card, Group, Stack, Text } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { customerStatus } from '@timeapp/domain/status';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { depositWords } from '../../../components/appointments/deposit-words';
import { DepositStatusSlot } from '../../../components/appointments/deposit-status-slot';
import { BusinessPhoto } from '../../../components/ui/business-photo';
import { StatusBadge } from '../../../components/ui/status-badge';

/** One appointment; the whole card opens its detail. */
export function AppointmentCard({ appointment: a }: { appointment: AppointmentListItem }) {
  return (
    <Card
      component={Link}
      to={paths.customer.appointment.getHref(a._id)}
      withBorder
      padding="sm"
      aria-label={`${a.business.name}, ${bookedWhat(a)}, ${messages.dateAt(formatDate(a.appointmentDate), formatTime12(a.appointmentTime))}, ${customerStatus(a)}${a.proposal ? `, ${messages.newTimeProposed}` : ''}${a.deposit ? `, ${depositWords(a.deposit, 'customer')}` : ''}`}
    >
      <Group wrap="nowrap" align="flex-start">
        <BusinessPhoto photos={a.business.photos} name={a.business.name} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {/* Wraps: on a narrow card the badge drops under the name instead of being cut. */}
          <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
            <Text fw={600} lineClamp={2} style={{ minWidth: 0 }}>
              {a.business.name}
            </Text>
            <StatusBadge appointment={a} side="customer" />
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {bookedWhat(a)}
          </Text>
          <Text size="sm">
            {formatDate(a.appointmentDate)} · {formatTime12(a.appointmentTime)}
          </Text>
          {a.proposal && (
            <Text size="sm" fw={600} c="blue.8">
              {messages.newTimeProposed}:{' '}
              {sayWhen(a.proposal.appointmentDate, a.proposal.appointmentTime)}
            </Text>
          )}
          <DepositStatusSlot deposit={a.deposit} side="customer" compact />
        </Stack>
      </Group>
    </Card>
  );
}
