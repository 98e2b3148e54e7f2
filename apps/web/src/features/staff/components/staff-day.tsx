import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { bookedWhat } from '@timeapp/domain/booked-what';
import type { StaffMembership } from '@timeapp/domain/staff';
import { staffTexts as t } from '@timeapp/domain/staff-texts';
import { AppointmentStatus } from '@timeapp/domain/status';
import { useState } from 'react';
import { useStaffDay } from '../../../api/staff/get-staff-day';
import { AttendanceButtons } from '../../../components/appointments/attendance-buttons';
import { LoadState } from '../../../components/ui/load-state';
import { businessToday } from '../../../lib/business-today';
import { addDays, formatDate, formatTime12 } from '../../../lib/format-date-time';

const statusWords: Record<number, string> = {
  [AppointmentStatus.Waiting]: t.waiting,
  [AppointmentStatus.Approved]: t.approved,
  [AppointmentStatus.Cancelled]: t.cancelled,
};

const customerOf = (a: AppointmentListItem) =>
  a.walkIn?.name || `${a.user?.firstName ?? ''} ${a.user?.lastName ?? ''}`.trim();

/** One appointment as its team member needs it: when, what, who, and their attendance buttons. */
function StaffAppointment({ a, business }: { a: AppointmentListItem; business?: string }) {
  const ends = a.endsAt ? formatTime12(a.endsAt.slice(11, 16)) : null;
  const id = `staff-appointment-${a._id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={id}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={id}>
            {formatTime12(a.appointmentTime)} {ends && t.until(ends)}
          </Title>
          <Text
            size="sm"
            fw={500}
            c={a.status === AppointmentStatus.Cancelled ? 'red.8' : 'dimmed'}
          >
            {statusWords[a.status]}
          </Text>
        </Group>
        <Text fw={600}>{customerOf(a)}</Text>
        <Text size="sm">{bookedWhat(a)}</Text>
        {business && (
          <Text size="sm" c="dimmed">
            {business}
          </Text>
        )}
        {a.reason && (
          <Text size="sm">
            <Text span fw={500}>
              {t.customerNote}:
            </Text>{' '}
            {a.reason}
          </Text>
        )}
        {a.status === AppointmentStatus.Approved && <AttendanceButtons appointment={a} />}
      </Stack>
    </Card>
  );
}

/**
 * A team member's own day (docs/product-rules.md 9.8): their appointments on one date at every
 * business whose team they are on, and 'Arrived' and 'Report' for the confirmed ones.
 */
export function StaffDay({ memberships }: { memberships: StaffMembership[] }) {
  const today = businessToday(memberships[0]!.timeZone);
  const [date, setDate] = useState(today);
  const day = useStaffDay(date);
  const businessName = (id: string) =>
    memberships.length > 1 ? memberships.find((m) => m.businessId === id)?.businessName : undefined;

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t.previousDay}
          onClick={() => setDate(addDays(date, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} miw={0} style={{ flex: 1 }} ta="center" aria-live="polite">
          {formatDate(date)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t.nextDay}
          onClick={() => setDate(addDays(date, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        {date !== today && (
          <Button variant="light" size="xs" onClick={() => setDate(today)}>
            {t.today}
          </Button>
        )}
      </Group>
      <LoadState query={day}>
        {(list) =>
          list.length === 0 ? (
            <Alert color="gray" variant="light">
              {t.nothingBooked}
            </Alert>
          ) : (
            <Stack gap="sm">
              {list.map((a) => (
                <StaffAppointment key={a._id} a={a} business={businessName(a.businessId)} />
              ))}
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
