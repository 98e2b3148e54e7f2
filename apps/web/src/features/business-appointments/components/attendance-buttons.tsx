import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconUserCheck } from '@tabler/icons-react';
import type { Appointment } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useRecordAttendance, type Attendance } from '../../../api/appointments/record-attendance';

const recorded: Record<Attendance, { label: string; color: string }> = {
  arrived: { label: 'Recorded: arrived', color: 'green' },
  'no-show': { label: 'Recorded: did not come', color: 'red' },
};

/** 'Arrived' and 'Report' (a no-show) for an approved appointment, and what was recorded. */
export function AttendanceButtons({ appointment }: { appointment: Appointment }) {
  const record = useRecordAttendance();
  const send = (attendance: Attendance) =>
    record.mutate(
      { appointmentId: appointment._id, attendance },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.attendanceSaved }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  const current = appointment.attendance;
  const pendingWith = record.isPending ? record.variables?.attendance : undefined;
  return (
    <Group gap="sm">
      {current && (
        <Badge color={recorded[current].color} variant="light" size="lg" aria-live="polite">
          {recorded[current].label}
        </Badge>
      )}
      <Button
        color="green"
        variant={current === 'arrived' ? 'filled' : 'light'}
        leftSection={<IconUserCheck size={16} />}
        loading={pendingWith === 'arrived'}
        disabled={record.isPending || current === 'arrived'}
        onClick={() => send('arrived')}
      >
        Arrived
      </Button>
      <Button
        color="red"
        variant={current === 'no-show' ? 'filled' : 'light'}
        leftSection={<IconFlag size={16} />}
        loading={pendingWith === 'no-show'}
        disabled={record.isPending || current === 'no-show'}
        onClick={() => send('no-show')}
      >
        Report
      </Button>
    </Group>
  );
}
