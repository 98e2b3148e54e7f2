import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import type { Appointment } from '@timeapp/domain/appointments';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { Modal } from '../../../components/ui/modal';

const AppointmentsCalendar = lazy(() => import('./appointments-calendar'));

/** 'Calendar' button and its modal: a week view of the customer's appointments. */
export function CalendarModal({ appointments }: { appointments: readonly Appointment[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconCalendar size={18} />} onClick={open}>
        Calendar
      </Button>
      <Modal opened={opened} onClose={close} title="My appointments calendar" size="xl">
        {opened && (
          <Suspense fallback={<PageLoader label="Loading calendar" />}>
            <AppointmentsCalendar appointments={appointments} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
