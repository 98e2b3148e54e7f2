import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';
import { sectionsTexts as t } from '@timeapp/domain/sections-texts';

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
        previousMonth: t.previousMonth,
        nextMonth: t.nextMonth,
        monthLevelControl: t.chooseMonth,
      }}
    />
  );
}
