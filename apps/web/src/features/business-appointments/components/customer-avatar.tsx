import { Avatar } from '@mantine/core';
import type { Appointment } from '@timeapp/domain/appointments';
import { customerName } from '../utils/format';

/** The customer's photo, or their initials. */
export function CustomerAvatar({
  appointment,
  size = 40,
}: {
  appointment: Pick<Appointment, 'user'>;
  size?: number;
}) {
  const name = customerName(appointment);
  const image = appointment.user?.profileImage;
  return (
    <Avatar
      src={image || null}
      alt={image ? `Photo of ${name}` : undefined}
      name={name}
      color="brand"
      variant="filled"
      size={size}
      radius="xl"
    />
  );
}
