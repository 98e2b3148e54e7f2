import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';

type Props = { value: string[]; onChange: (dates: string[]) => void; minDate: string };

// Loaded with React.lazy only where it is used: @mantine/dates stays out of the other screens.
export default function NonRegularDaysPicker({ value, onChange, minDate }: Props) {
  return (
    <DatePicker
      type="multiple"
      value={value}
      onChange={onChange}
      minDate={minDate}
      ariaLabels={{
        previousMonth: 'Previous month',
        nextMonth: 'Next month',
        monthLevelControl: 'Choose month',
      }}
    />
  );
}
