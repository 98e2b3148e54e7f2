import { Button } from '@mantine/core';

type Props<T extends string> = {
  /** The group's accessible name ('View', 'Show'). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: ReadonlyArray<{ value: T; label: string }>;
};

/**
 * A choice of views as buttons that say which one is pressed (`aria-pressed`), not Mantine's
 * SegmentedControl: its sliding indicator measures the page as it mounts, a forced style and
 * layout of the whole page inside the first screen's commit (the booking screen's longest task
 * on a phone; docs/performance.md).
 */
export function ToggleButtons<T extends string>({ label, value, onChange, data }: Props<T>) {
  return (
    <Button.Group aria-label={label}>
      {data.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? 'filled' : 'default'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
