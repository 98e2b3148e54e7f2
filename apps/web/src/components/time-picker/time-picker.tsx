import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Slot } from '@timeapp/domain/businesses';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import { messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useAvailability } from '../../api/businesses/get-availability';
import { useDaySlots } from '../../api/businesses/get-day-slots';
import { errorMessage } from '../../lib/api-client';
import { businessToday } from '../../lib/business-today';
import { addDays, formatHours } from '../../lib/format-date-time';
import { PageLoader } from '../ui/page-loader';
import { ToggleButtons } from '../ui/toggle-buttons';
import { DayStrip } from './day-strip';
import { monthWithin } from './month';
import { ClosedDay } from './closed-day';
import { STRIP_DAYS } from './strip-days';
import { TimeChips } from './time-chips';

const DateField = lazy(() => import('./date-field'));
const TimeField = lazy(() => import('./time-field'));
const SlotGrid = lazy(() => import('./slot-grid'));

// While a picker's code loads, a plain field of the same size keeps the layout still.
const fieldFallback = (label: string) => <TextInput label={label} disabled w={220} />;

/** How far ahead a time can be picked (bookings open at most one year ahead). */
const AHEAD_DAYS = 365;

export type TimeChoice = { date: string; time: string };

export type TimePickerProps = {
  businessId: string;
  sectionId: string;
  /** The business's IANA zone: days are the business's calendar days. */
  timezone: string;
  /** Request mode: any time within the hours, chosen in a time field. */
  customRequest: boolean;
  /** A free time (or, in request mode, a requested one) was chosen. */
  onPick: (choice: TimeChoice) => void;
  /** The request-mode button ('Request Booking'). */
  requestLabel?: string;
  /** The day to open on; otherwise the first day of the strip with a free place. */
  initialDate?: string;
  /** The time the viewer holds and is moving (reschedule), marked 'Current'. */
  current?: TimeChoice;
  /** Given: full times are chips too, and choosing one calls this (the waitlist). */
  onFull?: (slot: Slot, date: string) => void;
  /** Shown above the times (a notice about the last pick, ...). */
  children?: ReactNode;
};

/**
 * Picks a time of one section: a strip of the next 14 days with their free places (one
 * availability call), a 'Date' button opening the month calendar marked from the same route,
 * and the chosen day's free times as chips, with the per-place grid as the detailed view.
 * Request mode asks for a time within the day's hours instead. The booking screen and 'Change
 * time' use it; the public business page shows the same month calendar and chips without it
 * (no Mantine there).
 */
export function TimePicker({
  businessId,
  sectionId,
  timezone,
  customRequest,
  onPick,
  requestLabel = t.request,
  initialDate,
  current,
  onFull,
  children,
}: TimePickerProps) {
  const today = businessToday(timezone);
  const last = addDays(today, AHEAD_DAYS);
  const [picked, setPicked] = useState<string | null>(initialDate ?? null);
  const [view, setView] = useState<'times' | 'places'>('times');
  const [time, setTime] = useState('');
  /** Why the request's date and time cannot be asked for yet (shown under the fields). */
  const [problem, setProblem] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);

  const strip = useAvailability(businessId, sectionId, {
    from: today,
    to: addDays(today, STRIP_DAYS - 1),
  });
  const monthRange = useMemo(
    () => (month ? monthWithin(month, today, last) : null),
    [month, today, last],
  );
  const monthDays = useAvailability(businessId, sectionId, monthRange);
  const marks = useMemo(
    () => new Map((monthDays.data?.days ?? strip.data?.days ?? []).map((d) => [d.date, d])),
    [monthDays.data, strip.data],
  );

  // Until the customer picks, the first day with a free place (or open, in request mode).
  const firstFree = strip.data?.days.find((d) => d.open)?.date;
  const date = picked ?? (strip.isPending ? null : (firstFree ?? today));
  const day = useDaySlots(businessId, sectionId, date);
  const requestMode = day.data?.customRequest ?? customRequest;

  const choose = (next: string | null) => {
    setPicked(next);
    setProblem(null);
  };

  // A request's time lies within the day's hours, closing time excluded, as the server checks
  // (checkBooking): said here, before the confirmation, not after it.
  const hours = day.data?.open ? day.data.businessHours : null;
  const request = () => {
    if (!date || !time) return setProblem(messages.selectDateTime);
    if (hours && (time < hours[0]! || time >= hours[1]!)) return setProblem(messages.outsideHours);
    setProblem(null);
    onPick({ date, time });
  };

  return (
    <Stack gap="md">
      {strip.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(strip.error)}
        </Alert>
      ) : strip.data ? (
        <DayStrip days={strip.data.days} value={date} onChange={choose} />
      ) : (
        <PageLoader label={t.loadingDays} />
      )}
      <Group align="flex-end">
        <Suspense fallback={fieldFallback(t.date)}>
          <DateField
            value={date}
            onChange={choose}
            minDate={today}
            maxDate={last}
            days={marks}
            onMonthShown={setMonth}
          />
        </Suspense>
        {requestMode && (
          <>
            <Suspense fallback={fieldFallback(messages.time)}>
              <TimeField value={time} onChange={setTime} />
            </Suspense>
            <Button onClick={request}>{requestLabel}</Button>
          </>
        )}
        {!requestMode && (
          <ToggleButtons
            label={t.show}
            value={view}
            onChange={setView}
            data={[
              { value: 'times', label: t.times },
              { value: 'places', label: t.places },
            ]}
          />
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {children}

      {!date ? null : day.isPending ? (
        <PageLoader label={t.loadingSlots} />
      ) : day.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(day.error)}
        </Alert>
      ) : requestMode ? (
        !day.data.open ? (
          <ClosedDay reason={day.data.closedReason} />
        ) : (
          <Text size="sm" c="dimmed">
            {t.between(formatHours(day.data.businessHours))}
          </Text>
        )
      ) : !day.data.open ? (
        <ClosedDay reason={day.data.closedReason} />
      ) : view === 'places' ? (
        <Suspense fallback={<PageLoader label={t.loadingPlaces} />}>
          <SlotGrid
            day={day.data}
            onBook={(slot) => onPick({ date: day.data.date, time: slot.time })}
          />
        </Suspense>
      ) : (
        <TimeChips
          slots={day.data.slots}
          current={current?.date === day.data.date ? current.time : null}
          onPick={(slot) => onPick({ date: day.data.date, time: slot.time })}
          onFull={onFull && ((slot) => onFull(slot, day.data.date))}
        />
      )}
    </Stack>
  );
}
