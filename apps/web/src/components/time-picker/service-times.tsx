import { Alert, Text } from '@mantine/core';
import type { Slot } from '@timeapp/domain/businesses';
import { bookingTexts } from '@timeapp/domain/booking-texts';
import { serviceTexts } from '@timeapp/domain/service-texts';
import type { ServiceAvailability } from '@timeapp/domain/team';
import { useMemo, useState, type ReactNode } from 'react';
import { useServiceAvailability } from '../../api/team/service-availability';
import { errorMessage } from '../../lib/api-client';
import { businessToday } from '../../lib/business-today';
import { PageLoader } from '../ui/page-loader';
import { DayStrip } from './day-strip';
import { STRIP_DAYS } from './strip-days';
import { TimeChips } from './time-chips';
import type { TimeChoice } from './time-picker';

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A day of the answer as the day strip shows it: its free starts, or 'Full' on an open day. */
function stripDay(day: ServiceAvailability['days'][number], openDays: readonly string[]) {
  const open = day.times.length > 0;
  const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
  return {
    date: day.date,
    open,
    free: day.times.length,
    full: !open && openDays.includes(weekdayNames[weekday]!),
  };
}

/** A free start as the time chips show it: one place, free. */
const asSlot = (time: string, durationMinutes: number): Slot => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = h * 60 + m + durationMinutes;
  return {
    time,
    end: `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    startsAt: '',
    capacity: 1,
    taken: 0,
    free: 1,
    mine: false,
    bookable: true,
  };
};

type Props = {
  businessId: string;
  timezone: string;
  /** The section's business days ('Monday', ...): a day without times there is 'Full'. */
  openDays: readonly string[];
  service: { _id: string; durationMinutes: number };
  /** One member's free starts; null: anyone's. */
  memberId: string | null;
  /** The day to open on; otherwise the first with a free start. */
  initialDate?: string;
  onPick: (choice: TimeChoice) => void;
  /** Given: shown under an open day with no free start (the booking screen's waitlist). */
  onFullDay?: (date: string) => ReactNode;
};

/**
 * The free starts of one service over the next 14 days (one availability call), with one
 * member or anyone (docs/product-rules.md 9): the day strip and the chosen day's times. The
 * booking screen by service and another time for a booking by service both use it.
 */
export function ServiceTimes({
  businessId,
  timezone,
  openDays,
  service,
  memberId,
  initialDate,
  onPick,
  onFullDay,
}: Props) {
  const today = businessToday(timezone);
  const [picked, setPicked] = useState<string | null>(initialDate ?? null);
  const times = useServiceAvailability(businessId, service._id, today, STRIP_DAYS, memberId);
  const days = useMemo(
    () => times.data?.days.map((d) => stripDay(d, openDays)) ?? [],
    [times.data, openDays],
  );
  const date = picked ?? days.find((d) => d.open)?.date ?? today;
  const day = times.data?.days.find((d) => d.date === date);

  if (times.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(times.error)}
      </Alert>
    );
  if (!times.data) return <PageLoader label={bookingTexts.loadingDays} />;
  return (
    <>
      <DayStrip days={days} value={date} onChange={setPicked} />
      {day && day.times.length > 0 ? (
        <TimeChips
          slots={day.times.map((t) => asSlot(t.time, service.durationMinutes))}
          onPick={(slot) => onPick({ date, time: slot.time })}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {serviceTexts.noServiceTimes}
          </Text>
          {onFullDay && days.find((d) => d.date === date)?.full && onFullDay(date)}
        </>
      )}
    </>
  );
}
