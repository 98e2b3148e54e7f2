import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import { commonTexts } from '@timeapp/domain/common-texts';
import { customerStatus } from '@timeapp/domain/status';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import classes from '../../../components/ui/calendar.module.css';

// Status colours with readable text on them (white on amber is 2:1, so Waiting gets dark text).
const colors: Record<number, { bg: string; text: string }> = {
  0: { bg: '#ffd43b', text: '#3b2f00' },
  1: { bg: '#2b8a3e', text: '#ffffff' },
  2: { bg: '#c92a2a', text: '#ffffff' },
};

// Loaded only when the calendar modal opens (React.lazy): FullCalendar is heavy.
export default function AppointmentsCalendar({
  appointments,
}: {
  appointments: readonly AppointmentListItem[];
}) {
  const navigate = useNavigate();
  // Seven columns do not fit a phone: three days at a time there, the week elsewhere.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <div className={classes.calendar}>
      <FullCalendar
        key={narrow ? 'narrow' : 'wide'}
        plugins={[timeGridPlugin]}
        initialView={narrow ? 'timeGridThreeDay' : 'timeGridWeek'}
        views={{ timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 } } }}
        // Weeks start on Monday in New Zealand, as on the owner's calendar.
        firstDay={1}
        height={650}
        nowIndicator
        allDaySlot={false}
        scrollTime="08:00:00"
        // 'Mon 23' (the default reads 11/23, month first, which a NZ reader takes for a date error).
        dayHeaderContent={({ date }) =>
          `${date.toLocaleDateString('en-NZ', { weekday: 'short' })} ${date.getDate()}`
        }
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        slotLabelFormat={{ hour: 'numeric', meridiem: 'short' }}
        headerToolbar={{ left: 'prev,next today', center: '', right: 'title' }}
        buttonText={{ today: commonTexts.today, prev: '‹', next: '›' }}
        events={appointments.map((a) => ({
          id: a._id,
          // The business-local wall-clock time, as on every other screen.
          start: `${a.appointmentDate}T${a.appointmentTime}`,
          title: `${a.business.name} · ${bookedWhat(a)} (${customerStatus(a)})`,
          backgroundColor: colors[a.status]?.bg,
          borderColor: colors[a.status]?.bg,
          textColor: colors[a.status]?.text,
        }))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          navigate(paths.customer.appointment.getHref(info.event.id));
        }}
      />
    </div>
  );
}
