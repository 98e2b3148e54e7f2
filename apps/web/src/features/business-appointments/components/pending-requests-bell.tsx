import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { NotificationBell } from '../../../components/ui/notification-bell';
import { byStart } from '../utils/format';
import { AppointmentStatus } from '@timeapp/domain/status';
import { messages } from '@timeapp/domain/messages';

// The list of requests (with its decision buttons and reject dialog) loads when the bell is
// first opened: every owner screen carries the bell, few open it.
const NotificationsModal = lazy(() =>
  import('./notifications-modal').then((m) => ({ default: m.NotificationsModal })),
);

/** The business header's bell: counts pending requests (refetched every 15 s) and opens them. */
export function PendingRequestsBell({ businessId }: { businessId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const pending = useBusinessAppointments(businessId, { status: AppointmentStatus.Waiting });
  const list = [...(pending.data ?? [])].sort(byStart);
  return (
    <>
      <NotificationBell count={list.length} onClick={open} label={messages.pendingRequests} />
      {opened && (
        <Suspense fallback={null}>
          <NotificationsModal opened={opened} onClose={close} pending={list} />
        </Suspense>
      )}
    </>
  );
}
