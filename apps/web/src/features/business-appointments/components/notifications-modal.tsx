import { ActionIcon, Group, Modal, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { Link } from 'react-router';
import { useUpdateAppointment } from '../../../api/appointments/update-appointment';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { customerName } from '../utils/format';
import { CustomerAvatar } from './customer-avatar';

type Props = { opened: boolean; onClose: () => void; pending: Appointment[] };

/** 'Appointments Notifications': pending requests with accept and reject. */
export function NotificationsModal({ opened, onClose, pending }: Props) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Appointments Notifications"
      centered
      size="lg"
    >
      <PendingRequests pending={pending} onOpen={onClose} />
    </Modal>
  );
}

type ListProps = { pending: Appointment[]; onOpen?: () => void };

/** The pending requests, each with accept and reject; a click opens the request. */
export function PendingRequests({ pending, onOpen }: ListProps) {
  const update = useUpdateAppointment();

  const decide = (a: Appointment, status: 1 | 2) =>
    update.mutate(
      // A reject sends no reason: the server records 'automatically Cancel' (DESIGN.md section 3).
      { appointmentId: a._id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: status === 1 ? messages.accepted : messages.rejected,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: status === 2 ? messages.failedReject : undefined,
            message: errorMessage(error),
          }),
      },
    );

  if (pending.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No pending requests.
      </Text>
    );

  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Pending requests"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {pending.map((a) => {
        const name = customerName(a);
        const busy = update.isPending && update.variables?.appointmentId === a._id;
        return (
          <Group key={a._id} component="li" wrap="nowrap" gap="sm" justify="space-between">
            <UnstyledButton
              component={Link}
              to={paths.business.notification.getHref(a._id)}
              onClick={onOpen}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Group wrap="nowrap" gap="sm">
                <CustomerAvatar appointment={a} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="sm">
                    {formatDate(a.appointmentDate)} · {formatTime12(a.appointmentTime)}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {a.sectionName}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Accept">
                <ActionIcon
                  color="green"
                  variant="light"
                  size="lg"
                  aria-label={`Accept request from ${name}`}
                  loading={busy && update.variables?.status === 1}
                  disabled={busy}
                  onClick={() => decide(a, 1)}
                >
                  <IconCheck size={20} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Reject">
                <ActionIcon
                  color="red"
                  variant="light"
                  size="lg"
                  aria-label={`Reject request from ${name}`}
                  loading={busy && update.variables?.status === 2}
                  disabled={busy}
                  onClick={() => decide(a, 2)}
                >
                  <IconX size={20} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
