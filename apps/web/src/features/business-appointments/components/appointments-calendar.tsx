import type { DatesSetArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { useMemo, useState } from 'react';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import calendar from '../../../components/ui/calendar.module.css';
import classes from './day-marker.module.css';
import { holdsPlace } from '@timeapp/domain/status';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';

type Props = {
  businessId: string;
  sectionId: string | undefined;
  onSelectDay: (date: string) => void;
};

function Marker({ event }: EventContentArg) {
  const n = Number(event.extendedProps.count);
  return (
    <span className={classes.marker}>
      <span className={classes.dot} aria-hidden />
      <span className={classes.count}>{n}</span>
      <span className="visually-hidden">{t.appointmentWord(n)}</span>
    </span>
  );
}

/**
 * The month calendar with a blue dot on each day that has (waiting or approved) appointments.
 * Loaded with React.lazy: FullCalendar stays off every other screen.
 */
export default function AppointmentsCalendar({ businessId, sectionId, onSelectDay }: Props) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const appointments = useBusinessAppointments(range ? businessId : null, { sectionId, ...range });

  const events = useMemo(() => {
    const perDay = new Map<string, number>();
    for (const a of appointments.data ?? [])
      if (holdsPlace(a.status))
        perDay.set(a.appointmentDate, (perDay.get(a.appointmentDate) ?? 0) + 1);
    return [...perDay].map(([date, count]) => ({
      id: date,
      start: date,
      allDay: true,
      title: t.countTitle(count),
      // A link makes the marker focusable: Enter on it selects the day, as a click does.
      url: `#${date}`,
      extendedProps: { count },
    }));
  }, [appointments.data]);

  const onDates = (arg: DatesSetArg) => {
    const next = { from: arg.startStr.slice(0, 10), to: arg.endStr.slice(0, 10) };
    setRange((r) => (r && r.from === next.from && r.to === next.to ? r : next));
  };

  return (
    <div className={calendar.calendar}>
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        height="auto"
        fixedWeekCount={false}
        firstDay={1}
        headerToolbar={{ start: 'title', center: '', end: 'today prev,next' }}
        // Text arrows: FullCalendar's icon arrows are role="img" spans with no name.
        buttonIcons={false}
        buttonText={{ today: commonTexts.today, prev: '‹', next: '›' }}
        events={events}
        eventContent={Marker}
        eventDisplay="block"
        eventColor="transparent"
        datesSet={onDates}
        dateClick={(arg) => onSelectDay(arg.dateStr.slice(0, 10))}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          onSelectDay(arg.event.startStr.slice(0, 10));
        }}
      />
    </div>
  );
}
