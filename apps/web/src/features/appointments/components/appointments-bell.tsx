import { Badge, Divider, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { messages } from '@timeapp/domain/messages';
import { customerStatus } from '@timeapp/domain/status';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBell, useMarkBellSeen } from '../../../api/appointments/bell';
import { HeaderSlot } from '../../../components/layouts/header-slot';
import { NotificationBell } from '../../../components/ui/notification-bell';
import { paths } from '../../../config/paths';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { Modal } from '../../../components/ui/modal';

/**
 * The header bell: its badge counts the appointments the business changed (a decision, a
 * cancellation, a note) since the customer last opened it; the live stream refetches the count.
 * Opening it marks them seen, and lists them first as New, then the other appointments.
 */
export function AppointmentsBell({
  appointments,
}: {
  appointments: readonly AppointmentListItem[];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const bell = useBell();
  const markSeen = useMarkBellSeen();
  // What was new when the bell was opened stays marked New while it is open.
  const [fresh, setFresh] = useState<readonly string[]>([]);

  const onOpen = () => {
    setFresh(bell.data?.appointmentIds ?? []);
    open();
    markSeen.mutate();
  };

  const byId = new Map(appointments.map((a) => [a._id, a]));
  const news = fresh.flatMap((id) => byId.get(id) ?? []);
  const earlier = appointments.filter((a) => !fresh.includes(a._id));
  const item = (a: AppointmentListItem, isNew: boolean) => (
    <NavLink
      key={a._id}
      component={Link}
      to={paths.customer.appointment.getHref(a._id)}
      onClick={close}
      label={`${a.business.name} · ${bookedWhat(a)}`}
      description={`${formatDate(a.appointmentDate)} ${formatTime12(a.appointmentTime)} · ${customerStatus(
        a,
      )}`}
      rightSection={
        isNew ? (
          <Badge color="red" variant="light" size="sm">
            {messages.bellNew}
          </Badge>
        ) : undefined
      }
    />
  );

  return (
    <HeaderSlot>
      <NotificationBell
        count={bell.data?.unseen ?? 0}
        onClick={onOpen}
        label={messages.bellLabel}
      />
      <Modal opened={opened} onClose={close} title={messages.bellTitle}>
        {appointments.length === 0 ? (
          <Text c="dimmed">{messages.bellNoAppointments}</Text>
        ) : (
          <Stack gap="xs">
            {news.length === 0 ? (
              <Text c="dimmed">{messages.bellNothingNew}</Text>
            ) : (
              <Stack gap={0}>{news.map((a) => item(a, true))}</Stack>
            )}
            {earlier.length > 0 && (
              <>
                <Divider label={messages.bellEarlier} labelPosition="left" />
                <Stack gap={0}>{earlier.map((a) => item(a, false))}</Stack>
              </>
            )}
          </Stack>
        )}
      </Modal>
    </HeaderSlot>
  );
}
