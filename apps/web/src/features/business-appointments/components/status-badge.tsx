import { Badge } from '@mantine/core';
import { businessStatusLabel, type AppointmentStatus } from '@timeapp/domain/status';

const colors: Record<AppointmentStatus, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

/** Pending / Approved / Cancelled, as the business side names them. */
export function StatusBadge({ status }: { status: number }) {
  const s = (status in businessStatusLabel ? status : 0) as AppointmentStatus;
  return (
    // The dot variant keeps the label dark (readable contrast) and the colour in the dot.
    <Badge color={colors[s]} variant="dot" size="md">
      {businessStatusLabel[s]}
    </Badge>
  );
}
