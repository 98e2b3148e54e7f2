import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { commonTexts } from '@timeapp/domain/common-texts';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { Modal } from '../../../components/ui/modal';

const AppointmentsCalendar = lazy(() => import('./appointments-calendar'));

/** 'Calendar' button and its modal: a week view of the customer's appointments. */
export function CalendarModal({ appointments }: { appointments: readonly AppointmentListItem[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconCalendar size={18} />} onClick={open}>
        {commonTexts.calendar}
      </Button>
      <Modal opened={opened} onClose={close} title={t.calendarTitle} size="xl">
        {opened && (
          <Suspense fallback={<PageLoader label={t.loadingCalendar} />}>
            <AppointmentsCalendar appointments={appointments} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
