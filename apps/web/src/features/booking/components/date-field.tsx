import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { accessibleDatePicker } from '../../../components/ui/date-picker-props';

type Props = {
  value: string | null;
  onChange: (date: string | null) => void;
  minDate: string;
  maxDate: string;
};

// Loaded with React.lazy: @mantine/dates is only paid for on the booking screen.
export default function DateField({ value, onChange, minDate, maxDate }: Props) {
  return (
    <DatePickerInput
      label="Date"
      placeholder="Pick a date"
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      valueFormat="ddd, D MMM YYYY"
      {...accessibleDatePicker}
      w={220}
    />
  );
}
