import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCalendarX, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appointmentsTexts as t } from '@timeapp/domain/appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import {
  useMyAppointments,
  useMyCancelledAppointments,
  useMyUpcomingAppointments,
} from '../../../api/appointments/list-appointments';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { localDateString } from '../../../lib/format-date-time';
import { splitAppointments } from '../lib/split-appointments';
import { AppointmentList } from './appointment-list';
import { AppointmentsBell } from './appointments-bell';
import { CalendarModal } from './calendar-modal';

/**
 * The dashboard's appointment part: search and calendar buttons, bell, today and future lists.
 * Today and Future show what is coming (Waiting and Approved, GET /appointment?upcoming=true);
 * cancelled and declined ones are in their own lists, whose button carries their count.
 */
export function CustomerAppointments() {
  const all = useMyAppointments();
  const appointments = useMyUpcomingAppointments();
  const cancelled = useMyCancelledAppointments();
  const list = all.data ?? [];
  const { today, future } = splitAppointments(appointments.data ?? [], localDateString());

  return (
    <Stack gap="md">
      <AppointmentsBell appointments={list} />
      <Group>
        <Button component={Link} to={paths.customer.search} leftSection={<IconSearch size={18} />}>
          {screenTexts.searchBusiness.title}
        </Button>
        <CalendarModal appointments={list} />
        <Button
          component={Link}
          to={paths.customer.cancelAppointment}
          variant="default"
          leftSection={<IconCalendarX size={18} />}
        >
          {cancelled.data
            ? messages.cancelledAndDeclinedCount(cancelled.data.length)
            : t.cancelledAndDeclined}
        </Button>
      </Group>
      {appointments.isPending ? (
        <PageLoader label={t.loading} />
      ) : appointments.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(appointments.error)}
        </Alert>
      ) : (
        <>
          <AppointmentList
            title={t.todaysAppointments}
            appointments={today}
            empty={commonTexts.noAppointmentsToday}
          />
          <AppointmentList
            title={commonTexts.futureAppointments}
            appointments={future}
            empty={t.noUpcoming}
          />
        </>
      )}
    </Stack>
  );
}
