import { TimeInput } from '@mantine/dates';
import { messages } from '@timeapp/domain/messages';

type Props = { value: string; onChange: (time: string) => void; error?: string | null };

// Loaded with React.lazy, like the date field.
export default function TimeField({ value, onChange, error }: Props) {
  return (
    <TimeInput
      label={messages.time}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      w={220}
    />
  );
}
