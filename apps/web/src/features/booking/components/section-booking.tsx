import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useBusiness } from '../../../api/businesses/get-business';
import { DayBadges } from '../../../components/ui/day-badges';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { businessToday } from '../../../lib/business-today';
import { addDays, formatHours, localDateString } from '../../../lib/format-date-time';
import { firstBookableDay } from '../lib/first-open-day';
import { useCreateAppointment } from '../../../api/appointments/create-appointment';
import { useDaySlots } from '../../../api/businesses/get-day-slots';
import { BookDialog } from './book-dialog';
import { ClosedDay, SlotGrid } from './slot-grid';

const DateField = lazy(() => import('./date-field'));
const TimeField = lazy(() => import('./time-field'));

// While a picker's code loads, a plain field of the same size keeps the layout still.
const fieldFallback = (label: string) => <TextInput label={label} disabled w={220} />;

type Props = { businessId: string; sectionId: string };

/** Book a section: a date, then a free place in the slot grid, or a requested time. */
export function SectionBooking({ businessId, sectionId }: Props) {
  // undefined: not chosen yet, so the first bookable day is shown rather than today's 'Off Day'
  // or a day whose slots have all begun.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const [choice, setChoice] = useState<{ date: string; time: string } | null>(null);
  const [booked, setBooked] = useState<{ id: string; message: string } | null>(null);
  const business = useBusiness(businessId);
  // Days are the business's: a customer in another time zone books by the business's calendar.
  const today = business.data ? businessToday(business.data.timezone) : localDateString();
  const opening = business.data?.section.find((s) => s._id === sectionId);
  const date =
    picked === undefined
      ? opening && business.data
        ? firstBookableDay(opening, business.data.timezone)
        : null
      : picked;
  const day = useDaySlots(businessId, sectionId, date);
  const create = useCreateAppointment();

  if (business.isPending) return <PageLoader label="Loading section" />;
  if (business.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(business.error, messages.businessNotFound)}
      </Alert>
    );
  const section = business.data.section.find((s) => s._id === sectionId && s.__v === 0);
  if (!section)
    return (
      <Alert color="red" role="alert">
        {messages.sectionNotFound}
      </Alert>
    );

  const requestMode = day.data?.customRequest ?? section.customRequest;

  const pick = (next: { date: string; time: string }) => {
    create.reset();
    setBooked(null);
    setChoice(next);
  };

  const requestBooking = () => {
    if (!date || !time) {
      setMissing(true);
      return;
    }
    setMissing(false);
    pick({ date, time });
  };

  const confirm = (reason: string) => {
    if (!choice) return;
    create.mutate(
      { businessId, sectionId, appointmentDate: choice.date, appointmentTime: choice.time, reason },
      {
        onSuccess: (answer) => {
          const message = answer.message || messages.bookingRequested;
          setChoice(null);
          setBooked({ id: answer.data?._id ?? '', message });
          notifications.show({ color: 'green', message });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={1} size="h3">
            {section.sectionName}
          </Title>
          <Anchor component={Link} to={paths.customer.business.getHref(businessId)} size="sm">
            {business.data.name}
          </Anchor>
          <DayBadges days={section.businessDays} />
          <Text size="sm">Open hours: {formatHours(section.businessHours)}</Text>
        </Stack>
      </Paper>

      <Paper withBorder p="lg">
        <Stack gap="md">
          {booked && (
            <Alert color="green" role="status">
              {booked.message}{' '}
              {booked.id && (
                <Anchor component={Link} to={paths.customer.appointment.getHref(booked.id)}>
                  View appointment
                </Anchor>
              )}
            </Alert>
          )}
          <Group align="flex-end">
            <Suspense fallback={fieldFallback('Date')}>
              <DateField
                value={date}
                onChange={(d) => {
                  setPicked(d);
                  setBooked(null);
                }}
                minDate={today}
                maxDate={addDays(today, 365)}
              />
            </Suspense>
            {requestMode && (
              <>
                <Suspense fallback={fieldFallback('Time')}>
                  <TimeField value={time} onChange={setTime} />
                </Suspense>
                <Button onClick={requestBooking}>Request Booking</Button>
              </>
            )}
          </Group>
          {missing && (
            <Text c="red" size="sm" role="alert">
              {messages.selectDateTime}
            </Text>
          )}

          {!date ? (
            <Text c="dimmed">Pick a date to see the free places.</Text>
          ) : day.isPending ? (
            <PageLoader label="Loading slots" />
          ) : day.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(day.error)}
            </Alert>
          ) : requestMode ? (
            !day.data.open ? (
              <ClosedDay reason={day.data.closedReason} />
            ) : (
              <Text size="sm" c="dimmed">
                Choose a time between {formatHours(day.data.businessHours)}; the business confirms
                your request.
              </Text>
            )
          ) : (
            <SlotGrid
              day={day.data}
              onBook={(slot) => pick({ date: day.data.date, time: slot.time })}
            />
          )}
        </Stack>
      </Paper>

      <BookDialog
        choice={choice}
        sectionName={section.sectionName}
        pending={create.isPending}
        error={create.error}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
      />
    </Stack>
  );
}
