import type { DatePickerInputProps } from '@mantine/dates';
import { datePickerTexts } from '@timeapp/domain/date-picker-texts';

/**
 * What every date picker needs to be usable without a mouse or sight: named month controls,
 * no red weekend days (3.3:1 contrast, and weekends are ordinary business days here), and a
 * plain dropdown rather than an unnamed dialog (the labelled input already names it).
 */
export const accessibleDatePicker = {
  ariaLabels: datePickerTexts,
  weekendDays: [],
  firstDayOfWeek: 1,
  popoverProps: { withRoles: false },
} satisfies Partial<DatePickerInputProps>;
