import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { bookingTexts as t } from '@timeapp/domain/booking-texts';
import type { SectionAvailability } from '@timeapp/domain/businesses';
import { messages } from '@timeapp/domain/messages';
import { accessibleDatePicker } from '../ui/date-picker-props';

type Day = SectionAvailability['days'][number];

type Props = {
  value: string | null;
  onChange: (date: string | null) => void;
  minDate: string;
  maxDate: string;
  /** The shown month's days, by date, from the availability route (absent while loading). */
  days?: ReadonlyMap<string, Day>;
  /** The first day of the month the calendar shows, when it opens or moves. */
  onMonthShown?: (firstOfMonth: string) => void;
};

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

// Loaded with React.lazy: @mantine/dates is only paid for on the screens that pick a time.
// Days without a free place stay selectable (the day then says why, as SPEC.md's screen does,
// and a full day's times offer the waitlist); they are greyed, struck through and titled with
// the reason, so the month does not speak by colour alone.
export default function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  days,
  onMonthShown,
}: Props) {
  return (
    <DatePickerInput
      label={t.date}
      placeholder={messages.pickDate}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      valueFormat="ddd, D MMM YYYY"
      {...accessibleDatePicker}
      popoverProps={{
        ...accessibleDatePicker.popoverProps,
        onOpen: () => onMonthShown?.(firstOfMonth(value ?? minDate)),
      }}
      onDateChange={(date) => onMonthShown?.(firstOfMonth(date))}
      getDayProps={(date) => {
        const day = days?.get(date);
        return day && !day.open
          ? {
              style: { textDecoration: 'line-through', color: 'var(--mantine-color-gray-7)' },
              title: day.closedReason,
            }
          : {};
      }}
      w={220}
    />
  );
}
