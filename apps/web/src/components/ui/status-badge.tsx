import { Badge } from '@mantine/core';
import type { Appointment } from '@timeapp/domain/appointments';
import { AppointmentStatus, businessStatusLabel, customerStatus } from '@timeapp/domain/status';
import type { Side } from './status-history';

const colors: Record<AppointmentStatus, string> = {
  [AppointmentStatus.Waiting]: 'yellow',
  [AppointmentStatus.Approved]: 'green',
  [AppointmentStatus.Cancelled]: 'red',
};

type Props = {
  appointment: Pick<Appointment, 'status' | 'declined'>;
  /** Whose words: the customer's ('Request sent', 'Declined') or the owner's ('Pending'). */
  side: Side;
};

/** An appointment's status, in the words of whoever is looking at it. */
export function StatusBadge({ appointment: a, side }: Props) {
  const s = (a.status in colors ? a.status : AppointmentStatus.Waiting) as AppointmentStatus;
  return (
    // The dot variant keeps the label dark (readable contrast) and the colour in the dot;
    // it never shrinks, since a status cut to 'WAI…' says nothing.
    <Badge color={colors[s]} variant="dot" size="md" style={{ flexShrink: 0, overflow: 'visible' }}>
      {side === 'customer' ? customerStatus({ ...a, status: s }) : businessStatusLabel[s]}
    </Badge>
  );
}
