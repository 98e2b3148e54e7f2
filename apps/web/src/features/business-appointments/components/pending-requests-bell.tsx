import { useDisclosure } from '@mantine/hooks';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { NotificationBell } from '../../../components/ui/notification-bell';
import { byStart } from '../utils/format';
import { NotificationsModal } from './notifications-modal';
import { AppointmentStatus } from '@timeapp/domain/status';

/** The business header's bell: counts pending requests (refetched every 15 s) and opens them. */
export function PendingRequestsBell({ businessId }: { businessId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const pending = useBusinessAppointments(businessId, { status: AppointmentStatus.Waiting });
  const list = [...(pending.data ?? [])].sort(byStart);
  return (
    <>
      <NotificationBell count={list.length} onClick={open} label="Pending requests" />
      <NotificationsModal opened={opened} onClose={close} pending={list} />
    </>
  );
}
