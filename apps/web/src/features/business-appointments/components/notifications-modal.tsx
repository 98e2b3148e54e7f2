import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { customerName } from '../utils/format';
import { useDecision } from '../hooks/use-decision';
import { useRejectDialog } from '../hooks/use-reject-dialog';
import { AppointmentWhen } from './appointment-card';
import { CustomerAvatar } from './customer-avatar';
import { sayWhen } from '@timeapp/domain/say-when';
import { DecisionButtons } from './decision-buttons';
import { Modal } from '../../../components/ui/modal';

type Props = { opened: boolean; onClose: () => void; pending: AppointmentListItem[] };

/** 'Appointments Notifications': pending requests with accept and reject. */
export function NotificationsModal({ opened, onClose, pending }: Props) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': messages.close }}
      opened={opened}
      onClose={onClose}
      title={t.notifications}
      centered
      size="lg"
    >
      <PendingRequests pending={pending} onOpen={onClose} />
    </Modal>
  );
}

type ListProps = { pending: AppointmentListItem[]; onOpen?: () => void };

/** The pending requests, each with accept and reject; a click opens the request. */
export function PendingRequests({ pending, onOpen }: ListProps) {
  const decision = useDecision();
  const { decide, pendingFor } = decision;
  const reject = useRejectDialog(decision, t.rejectRequest);

  if (pending.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t.noPending}
      </Text>
    );

  return (
    <>
      <Stack
        gap="xs"
        component="ul"
        aria-label={messages.pendingRequests}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {pending.map((a) => {
          const name = customerName(a);
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
                    <AppointmentWhen appointment={a} />
                  </Stack>
                </Group>
              </UnstyledButton>
              <DecisionButtons
                customer={`${name}, ${sayWhen(a.appointmentDate, a.appointmentTime)}`}
                pending={pendingFor(a._id)}
                onAccept={() => decide({ appointmentId: a._id, kind: 'accept' })}
                // Asks first, with 'Declined by the business' filled in.
                onReject={() => reject.ask(a)}
              />
            </Group>
          );
        })}
      </Stack>
      {reject.dialog}
    </>
  );
}
