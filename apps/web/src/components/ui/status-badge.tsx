import { Badge } from '@mantine/core';
import { AppointmentStatus } from '@timeapp/domain/status';

const colors: Record<AppointmentStatus, string> = {
  [AppointmentStatus.Waiting]: 'yellow',
  [AppointmentStatus.Approved]: 'green',
  [AppointmentStatus.Cancelled]: 'red',
};

type Props = {
  status: number;
  /** The side's names: `customerStatusLabel` (Waiting) or `businessStatusLabel` (Pending). */
  labels: Record<AppointmentStatus, string>;
};

/** An appointment's status, in the words of whoever is looking at it. */
export function StatusBadge({ status, labels }: Props) {
  const s = (status in colors ? status : AppointmentStatus.Waiting) as AppointmentStatus;
  return (
    // The dot variant keeps the label dark (readable contrast) and the colour in the dot;
    // it never shrinks, since a status cut to 'WAI…' says nothing.
    <Badge color={colors[s]} variant="dot" size="md" style={{ flexShrink: 0, overflow: 'visible' }}>
      {labels[s]}
    </Badge>
  );
}
