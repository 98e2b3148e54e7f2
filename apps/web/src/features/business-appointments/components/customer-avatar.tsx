import { Avatar } from '@mantine/core';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { customerName } from '../utils/format';

/** The customer's photo, or their initials. */
export function CustomerAvatar({
  appointment,
  size = 40,
}: {
  appointment: Pick<AppointmentListItem, 'user'>;
  size?: number;
}) {
  const name = customerName(appointment);
  const image = appointment.user?.profileImage;
  return (
    <Avatar
      src={image || null}
      alt={image ? t.photoOf(name) : undefined}
      name={name}
      color="brand"
      variant="filled"
      size={size}
      radius="xl"
    />
  );
}
