import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
  IconCircleX,
  IconHourglassHigh,
  IconUserPlus,
} from '@tabler/icons-react';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import type { Business, Section } from '@timeapp/domain/businesses';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import type { Member, Service } from '@timeapp/domain/team';
import { AppointmentStatus, businessStatusLabel } from '@timeapp/domain/status';
import { localParts, toMinutes, weekdayIndex } from '@timeapp/domain/time-zone';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useBusinessAppointments } from '../../../api/appointments/list-appointments';
import { useServices, useTeam } from '../../../api/team/get-team';
import { PageLoader } from '../../../components/ui/page-loader';
import { ToggleButtons } from '../../../components/ui/toggle-buttons';
import { useNow } from '../../../hooks/use-now';
import { paths } from '../../../config/paths';
import { addDays, formatDate, formatTime12 } from '../../../lib/format-date-time';
import { byStart, customerName } from '../utils/format';
import classes from './day-sheet.module.css';
import { Modal } from '../../../components/ui/modal';

// Loaded when the owner books a walk-in: the form brings the shared schema (zod).
const WalkInForm = lazy(() => import('./walk-in-form').then((m) => ({ default: m.WalkInForm })));

type View = 'day' | 'week';
type Props = { business: Business };

/** Pixels per minute of the day grid: an hour is 72 px, a 15-minute booking still readable. */
const PX_PER_MIN = 1.2;

const statusClass: Record<number, string | undefined> = {
  [AppointmentStatus.Waiting]: classes.waiting,
  [AppointmentStatus.Approved]: classes.approved,
  [AppointmentStatus.Cancelled]: classes.cancelled,
};

/** Status in words and an icon, the colour only a third signal (never the only one). */
export function StatusMark({ status }: { status: number }) {
  const Icon =
    status === AppointmentStatus.Approved
      ? IconCircleCheck
      : status === AppointmentStatus.Cancelled
        ? IconCircleX
        : IconHourglassHigh;
  const label = businessStatusLabel[status as AppointmentStatus] ?? businessStatusLabel[0];
  return (
    <span className={classes.status}>
      <Icon size={14} aria-hidden />
      {label}
    </span>
  );
}

/** The business's wall clock, moving once a minute. */
const useBusinessNow = (timezone: string) => localParts(useNow(60_000), timezone);

const weekStart = (date: string) => addDays(date, -weekdayIndex(date));
const openMinutes = (s: Section) => toMinutes(s.businessHours[0] ?? '09:00');
const closeMinutes = (s: Section) => toMinutes(s.businessHours[1] ?? '17:00');

const dayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const minutesOf = (a: AppointmentListItem) =>
  a.endsAt ? Math.round((Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000) : null;

/** A column of the sheet (a row of the week): a section's bookings, or a person's. */
type Column = {
  key: string;
  name: string;
  /** Its hours on the day shown, in minutes: the section's, or the person's roster. */
  open: number;
  close: number;
  has: (a: AppointmentListItem) => boolean;
  /** How tall a booking is drawn: a service's own length, a slot's, or 30 minutes. */
  lengthOf: (a: AppointmentListItem) => number;
};

/**
 * The sheet's columns (docs/product-rules.md 9): a section that books by slot or request has
 * its own; a section with services has none, its bookings being in the column of the person
 * who does them, one per team member (and one for a former member still holding bookings).
 */
function columnsFor(
  sections: Section[],
  services: readonly Service[],
  team: readonly Member[],
  appointments: AppointmentListItem[],
  date: string,
): Column[] {
  const byService = new Set(services.map((sv) => sv.sectionId));
  const bySection: Column[] = sections
    .filter((s) => !byService.has(s._id))
    .map((s) => ({
      key: s._id,
      name: s.sectionName,
      open: openMinutes(s),
      close: closeMinutes(s),
      has: (a) => a.sectionId === s._id && !a.memberId,
      lengthOf: () => (s.slotDuration && !s.customRequest ? s.slotDuration : 30),
    }));
  const people = [
    ...team.map((m) => ({ _id: m._id, name: m.name, hours: m.hours })),
    ...[
      ...new Map(
        appointments.flatMap((a) => (a.member ? [[a.member._id, a.member]] : [])),
      ).values(),
    ]
      .filter((m) => !team.some((t) => t._id === m._id))
      .map((m) => ({ ...m, hours: {} as Member['hours'] })),
  ];
  const byPerson: Column[] = people.map((m) => {
    const periods = m.hours[dayCodes[weekdayIndex(date)]!] ?? [];
    return {
      key: m._id,
      name: m.name,
      open: periods.length ? Math.min(...periods.map((p) => toMinutes(p[0]))) : 9 * 60,
      close: periods.length ? Math.max(...periods.map((p) => toMinutes(p[1]))) : 17 * 60,
      has: (a) => a.memberId === m._id,
      lengthOf: (a) => minutesOf(a) ?? 30,
    };
  });
  return [...byPerson, ...bySection];
}

/**
 * The owner's day sheet, the business dashboard's main panel: a day or a week, one column per
 * section, or per person where a section books by service (columnsFor), each appointment at its time with its status in words and an icon; the current time
 * marked; a click opens the appointment. Phones get the same appointments as a list.
 * Its data is GET /appointment?businessId&from&to, refreshed live (lib/live-updates.ts).
 */
export function DaySheet({ business }: Props) {
  const sections = business.section.filter((s) => s.__v === 0);
  const now = useBusinessNow(business.timezone);
  const today = now.date;
  const [view, setView] = useState<View>('day');
  const [date, setDate] = useState(today);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const from = view === 'day' ? date : weekStart(date);
  const to = view === 'day' ? date : addDays(from, 6);
  const list = useBusinessAppointments(business._id, { from, to });
  const team = useTeam(business._id);
  const services = useServices(business._id);
  const [walkingIn, walkIn] = useDisclosure(false);
  const appointments = [...(list.data ?? [])].sort(byStart);
  const columns = columnsFor(sections, services.data ?? [], team.data ?? [], appointments, date);
  const byWhom = team.data?.length ? t.byPersonAndSection : t.bySectionOnly;
  const step = view === 'day' ? 1 : 7;
  const title =
    view === 'day'
      ? date === today
        ? t.todayDate(formatDate(date))
        : formatDate(date)
      : t.weekOf(formatDate(from));

  return (
    <section aria-labelledby="day-sheet-title" className={classes.sheet}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="day-sheet-title">
          {title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <ToggleButtons
            label={t.view}
            value={view}
            onChange={setView}
            data={[
              { value: 'day', label: t.day },
              { value: 'week', label: t.week },
            ]}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'day' ? t.previousDay : t.previousWeek}
            onClick={() => setDate(addDays(date, -step))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => setDate(today)}>
            {commonTexts.today}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'day' ? t.nextDay : t.nextWeek}
            onClick={() => setDate(addDays(date, step))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={walkIn.open}>
            {t.walkIn}
          </Button>
        </Group>
      </Group>

      <Modal
        closeButtonProps={{ 'aria-label': messages.close }}
        opened={walkingIn}
        onClose={walkIn.close}
        title={t.walkInTitle}
        centered
      >
        <Suspense fallback={<PageLoader />}>
          <WalkInForm
            business={business}
            date={date < today ? today : date}
            onBooked={walkIn.close}
            onCancel={walkIn.close}
          />
        </Suspense>
      </Modal>

      {list.isPending || team.isPending || services.isPending ? (
        <PageLoader label={t.loadingSheet} />
      ) : phone ? (
        <SheetList
          appointments={appointments}
          days={view === 'day' ? [date] : Array.from({ length: 7 }, (_, i) => addDays(from, i))}
          today={today}
          nowTime={now.time}
        />
      ) : view === 'day' ? (
        <DayGrid
          columns={columns}
          byWhom={byWhom}
          appointments={appointments}
          isToday={date === today}
          nowMinutes={now.minutes}
          nowTime={now.time}
        />
      ) : (
        <WeekGrid
          columns={columns}
          byWhom={byWhom}
          appointments={appointments}
          from={from}
          today={today}
          onOpenDay={(d) => {
            setDate(d);
            setView('day');
          }}
        />
      )}
    </section>
  );
}

function AppointmentLink({
  a,
  compact,
  style,
}: {
  a: AppointmentListItem;
  compact?: boolean;
  style?: CSSProperties;
}) {
  const name = customerName(a);
  const label = businessStatusLabel[a.status as AppointmentStatus] ?? '';
  return (
    <Link
      to={paths.business.appointment.getHref(a._id)}
      className={`${classes.item} ${statusClass[a.status] ?? ''} ${compact ? classes.compact : ''}`}
      style={style}
      aria-label={`${formatTime12(a.appointmentTime)}, ${name}, ${bookedWhat(a)}, ${label}`}
    >
      <span className={classes.time}>{formatTime12(a.appointmentTime)}</span>
      <span className={classes.name}>{name}</span>
      <StatusMark status={a.status} />
    </Link>
  );
}

function DayGrid({
  columns,
  byWhom,
  appointments,
  isToday,
  nowMinutes,
  nowTime,
}: {
  columns: Column[];
  byWhom: string;
  appointments: AppointmentListItem[];
  isToday: boolean;
  nowMinutes: number;
  nowTime: string;
}) {
  const times = appointments.map((a) => toMinutes(a.appointmentTime));
  const start = Math.floor(Math.min(...columns.map((c) => c.open), ...times, 24 * 60) / 60) * 60;
  const end =
    Math.ceil(Math.max(...columns.map((c) => c.close), ...times.map((t) => t + 30), 0) / 60) * 60;
  const from = Math.min(start, end - 60);
  const height = (end - from) * PX_PER_MIN;
  const hours = Array.from({ length: (end - from) / 60 }, (_, i) => from + i * 60);
  const showNow = isToday && nowMinutes >= from && nowMinutes <= end;

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={t.sheet(byWhom)}>
      <div
        className={classes.grid}
        style={{ gridTemplateColumns: `64px repeat(${columns.length}, minmax(180px, 1fr))` }}
      >
        <div className={classes.corner} />
        {columns.map((c) => (
          <div key={c.key} className={classes.columnHead}>
            <Text fw={600} size="sm">
              {c.name}
            </Text>
          </div>
        ))}
        <div className={classes.axis} style={{ height }} aria-hidden>
          {hours.map((m) => (
            <span key={m} className={classes.hour} style={{ top: (m - from) * PX_PER_MIN }}>
              {formatTime12(`${String(m / 60).padStart(2, '0')}:00`)}
            </span>
          ))}
        </div>
        {columns.map((c) => {
          const own = appointments.filter(c.has);
          const perTime = new Map<string, AppointmentListItem[]>();
          for (const a of own)
            perTime.set(a.appointmentTime, [...(perTime.get(a.appointmentTime) ?? []), a]);
          const lanes = Math.max(1, ...[...perTime.values()].map((g) => g.length));
          return (
            <ul
              key={c.key}
              className={classes.column}
              style={{ height, backgroundSize: `100% ${60 * PX_PER_MIN}px` }}
              aria-label={c.name}
            >
              {own.length === 0 && <li className={classes.emptyColumn}>{t.noAppointments}</li>}
              {[...perTime.values()].flatMap((group) =>
                group.map((a, lane) => (
                  <li key={a._id}>
                    <AppointmentLink
                      a={a}
                      compact={c.lengthOf(a) * PX_PER_MIN < 40}
                      style={{
                        position: 'absolute',
                        top: (toMinutes(a.appointmentTime) - from) * PX_PER_MIN + 1,
                        height: c.lengthOf(a) * PX_PER_MIN - 2,
                        left: `calc(${(lane * 100) / lanes}% + 2px)`,
                        width: `calc(${100 / lanes}% - 4px)`,
                      }}
                    />
                  </li>
                )),
              )}
              {showNow && (
                <NowLine
                  top={(nowMinutes - from) * PX_PER_MIN}
                  time={nowTime}
                  first={c === columns[0]}
                />
              )}
            </ul>
          );
        })}
      </div>
    </div>
  );
}

function NowLine({ top, time, first }: { top: number; time: string; first: boolean }) {
  return (
    <li className={classes.now} style={{ top }} aria-hidden={!first}>
      {first && (
        <span className={classes.nowLabel}>
          {t.now} {formatTime12(time)}
        </span>
      )}
    </li>
  );
}

function WeekGrid({
  columns,
  byWhom,
  appointments,
  from,
  today,
  onOpenDay,
}: {
  columns: Column[];
  byWhom: string;
  appointments: AppointmentListItem[];
  from: string;
  today: string;
  onOpenDay: (date: string) => void;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={t.weekSheet(byWhom)}>
      <table className={classes.week}>
        <thead>
          <tr>
            <th scope="col">
              {byWhom === t.bySectionOnly ? fieldLabels.sectionId : t.personOrSection}
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={d === today ? classes.todayHead : undefined}>
                <button type="button" className={classes.dayButton} onClick={() => onOpenDay(d)}>
                  {formatDate(d).replace(/ \d{4}$/, '')}
                  {d === today && <span className={classes.todayTag}>{commonTexts.today}</span>}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.name}</th>
              {days.map((d) => {
                const own = appointments.filter((a) => c.has(a) && a.appointmentDate === d);
                return (
                  <td key={d} className={d === today ? classes.todayCell : undefined}>
                    <Stack gap={4}>
                      {own.map((a) => (
                        <AppointmentLink key={a._id} a={a} compact />
                      ))}
                    </Stack>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SheetList({
  appointments,
  days,
  today,
  nowTime,
}: {
  appointments: AppointmentListItem[];
  days: string[];
  today: string;
  nowTime: string;
}) {
  return (
    <Stack gap="md">
      {days.map((d) => {
        const own = appointments.filter((a) => a.appointmentDate === d);
        if (days.length > 1 && own.length === 0) return null;
        const nowAt = d === today ? own.findIndex((a) => a.appointmentTime > nowTime) : -2;
        return (
          <div key={d}>
            {days.length > 1 && (
              <Title order={3} size="h5" mb={4}>
                {formatDate(d)}
                {d === today && t.todayTag}
              </Title>
            )}
            {own.length === 0 ? (
              <Text c="dimmed">{t.noneOnDay}</Text>
            ) : (
              <ul className={classes.list}>
                {own.map((a, i) => (
                  <li key={a._id}>
                    {i === nowAt && <NowRow time={nowTime} />}
                    <AppointmentLink a={a} />
                    <Text size="xs" c="dimmed" className={classes.listSection}>
                      {bookedWhat(a)}
                    </Text>
                  </li>
                ))}
                {d === today && nowAt === -1 && (
                  <li>
                    <NowRow time={nowTime} />
                  </li>
                )}
              </ul>
            )}
          </div>
        );
      })}
      {days.length > 1 && appointments.length === 0 && <Text c="dimmed">{t.noneThisWeek}</Text>}
    </Stack>
  );
}

function NowRow({ time }: { time: string }) {
  return (
    <div className={classes.nowRow}>
      {t.now} {formatTime12(time)}
    </div>
  );
}
