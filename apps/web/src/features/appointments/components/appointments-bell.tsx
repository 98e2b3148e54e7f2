import { Modal, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Appointment } from '@timeapp/domain/appointments';
import { customerStatusLabel, type AppointmentStatus } from '@timeapp/domain/status';
import { Link } from 'react-router';
import { HeaderSlot } from '../../../components/layouts/header-slot';
import { NotificationBell } from '../../../components/ui/notification-bell';
import { paths } from '../../../config/paths';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';

/** The header bell: its badge counts all the customer's appointments, and it lists them. */
export function AppointmentsBell({ appointments }: { appointments: readonly Appointment[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <HeaderSlot>
      <NotificationBell count={appointments.length} onClick={open} label="My appointments" />
      <Modal opened={opened} onClose={close} title="My appointments">
        {appointments.length === 0 ? (
          <Text c="dimmed">You have no appointments yet.</Text>
        ) : (
          <Stack gap={0}>
            {appointments.map((a) => (
              <NavLink
                key={a._id}
                component={Link}
                to={paths.customer.appointment.getHref(a._id)}
                onClick={close}
                label={`${a.business.name} · ${a.sectionName}`}
                description={`${formatDate(a.appointmentDate)} ${formatTime12(a.appointmentTime)} · ${
                  customerStatusLabel[a.status as AppointmentStatus] ?? ''
                }`}
              />
            ))}
          </Stack>
        )}
      </Modal>
    </HeaderSlot>
  );
}
