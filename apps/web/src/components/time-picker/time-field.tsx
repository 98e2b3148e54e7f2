import { TimeInput } from '@mantine/dates';

type Props = { value: string; onChange: (time: string) => void; error?: string | null };

// Loaded with React.lazy, like the date field.
export default function TimeField({ value, onChange, error }: Props) {
  return (
    <TimeInput
      label="Time"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      w={220}
    />
  );
}
