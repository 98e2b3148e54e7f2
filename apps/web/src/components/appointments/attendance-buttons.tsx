import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconFlag, IconUserCheck } from '@tabler/icons-react';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import {
  attendanceOpen,
  attendanceOpensAt,
  attendanceUndoable,
  type AttendanceKind,
} from '@timeapp/domain/attendance';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { messages } from '@timeapp/domain/messages';
import { useRecordAttendance } from '../../api/appointments/record-attendance';
import { useRemoveAttendance } from '../../api/appointments/remove-attendance';
import { useNow } from '../../hooks/use-now';
import { errorMessage } from '../../lib/api-client';
import { formatTime12 } from '../../lib/format-date-time';

const recorded: Record<AttendanceKind, { label: string; color: string }> = {
  arrived: { label: t.recordedArrived, color: 'green' },
  'no-show': { label: t.recordedNoShow, color: 'red' },
};

/**
 * The business's wall clock as the appointment's `startsAt` carries it ('…T10:00:00+13:00'):
 * the date and time of an instant there, with no zone database on the page.
 */
function businessClock(startsAt: string) {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(startsAt);
  const offsetMs = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
  const local = (d: Date) => new Date(d.getTime() + offsetMs).toISOString();
  return { date: (d: Date) => local(d).slice(0, 10), time: (d: Date) => local(d).slice(11, 16) };
}

const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error) });

/**
 * 'Arrived' (from 15 minutes before the start) and 'Report' (a no-show, from the start) for an
 * approved appointment, each shown once the server would take it (the same domain rule), and
 * 'Undo' for what was recorded, on the business's day it was recorded.
 */
export function AttendanceButtons({ appointment: a }: { appointment: AppointmentListItem }) {
  const now = useNow(15_000);
  const clock = businessClock(a.startsAt);
  const record = useRecordAttendance();
  const remove = useRemoveAttendance();
  const startsAt = new Date(a.startsAt);
  const current = a.attendance;

  const send = (attendance: AttendanceKind) =>
    record.mutate(
      { appointmentId: a._id, attendance },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.attendanceSaved }),
        onError: failed,
      },
    );
  const undo = () =>
    remove.mutate(a._id, {
      onSuccess: () => notifications.show({ color: 'blue', message: messages.attendanceRemoved }),
      onError: failed,
    });

  if (current) {
    const undoable =
      !!a.attendanceAt && attendanceUndoable(new Date(a.attendanceAt), now, clock.date);
    return (
      <Group gap="sm">
        <Badge color={recorded[current].color} variant="light" size="lg" aria-live="polite">
          {recorded[current].label}
        </Badge>
        {undoable && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            loading={remove.isPending}
            onClick={undo}
          >
            {t.undo}
          </Button>
        )}
      </Group>
    );
  }

  const arrivedOpen = attendanceOpen('arrived', startsAt, now);
  const reportOpen = attendanceOpen('no-show', startsAt, now);
  const pendingWith = record.isPending ? record.variables?.attendance : undefined;
  const opensAt = (kind: AttendanceKind) =>
    formatTime12(clock.time(attendanceOpensAt(kind, startsAt)));

  return (
    <Group gap="sm">
      {arrivedOpen ? (
        <Button
          color="green"
          variant="light"
          leftSection={<IconUserCheck size={16} />}
          loading={pendingWith === 'arrived'}
          disabled={record.isPending}
          onClick={() => send('arrived')}
        >
          {t.arrived}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {messages.arrivedFrom(opensAt('arrived'))}
        </Text>
      )}
      {reportOpen && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconFlag size={16} />}
          loading={pendingWith === 'no-show'}
          disabled={record.isPending}
          onClick={() => send('no-show')}
        >
          {t.report}
        </Button>
      )}
      {!reportOpen && (
        <Text size="sm" c="dimmed">
          {messages.reportFrom(opensAt('no-show'))}
        </Text>
      )}
    </Group>
  );
}
