import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { accessibleDatePicker } from './date-picker-props';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';

export type BirthdayPickerProps = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string;
  /** Open the calendar on mount (it replaced a placeholder the user just clicked). */
  autoOpen?: boolean;
  /** Take the focus on mount (it replaced a placeholder the user just tabbed to). */
  autoFocus?: boolean;
};

/**
 * Date picker for a birthday, as `YYYY-MM-DD`. Never import it directly: use BirthdayInput,
 * which loads it (with @mantine/dates and dayjs) only when the user reaches for it.
 */
export default function BirthdayPicker({
  value,
  onChange,
  label = fieldLabels.birthday,
  error,
  autoOpen,
  autoFocus,
}: BirthdayPickerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The placeholder held the focus until now (its removal leaves it on <body>); if the user has
    // tabbed on meanwhile, leave the focus where they are.
    const free = !document.activeElement || document.activeElement === document.body;
    if (autoOpen || (autoFocus && free)) ref.current?.focus();
    if (autoOpen) ref.current?.click();
  }, [autoOpen, autoFocus]);
  return (
    <DatePickerInput
      {...accessibleDatePicker}
      ref={ref}
      label={label}
      placeholder={messages.pickDate}
      value={value || null}
      onChange={(d) => onChange(d ? dayjs(d).format('YYYY-MM-DD') : '')}
      maxDate={new Date()}
      defaultLevel="decade"
      valueFormat="D MMMM YYYY"
      clearable
      error={error}
    />
  );
}
