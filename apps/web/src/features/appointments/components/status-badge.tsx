import { Badge } from '@mantine/core';
import { customerStatusLabel, type AppointmentStatus } from '@timeapp/domain/status';

const colors: Record<AppointmentStatus, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

export function StatusBadge({ status }: { status: number }) {
  const s = (status in colors ? status : 0) as AppointmentStatus;
  return (
    // Never shrinks: a status cut to 'WAI…' says nothing.
    <Badge color={colors[s]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {customerStatusLabel[s]}
    </Badge>
  );
}
