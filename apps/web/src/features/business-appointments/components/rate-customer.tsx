import { Group, Rating, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppointmentListItem } from '@timeapp/domain/appointments';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { useId } from 'react';
import { useRate } from '../../../api/ratings/rate';
import { useNow } from '../../../hooks/use-now';
import { errorMessage } from '../../../lib/api-client';
import { customerName } from '../utils/format';

/**
 * The owner's stars for this customer (POST /rating with the customer's user id); a new rating
 * replaces the old. Offered once the appointment happened: approved and started (docs/
 * product-rules.md 6.1; the server refuses a rating before that).
 */
export function RateCustomer({ appointment }: { appointment: AppointmentListItem }) {
  const rate = useRate();
  const labelId = useId();
  const value = rate.isPending
    ? (rate.variables?.rate as number)
    : (appointment.customerRating ?? 0);
  const now = useNow(60_000);
  // A walk-in has no account to rate.
  const customerId = appointment.userId;
  if (customerId === null) return null;
  const happened =
    appointment.status === AppointmentStatus.Approved &&
    Date.parse(appointment.startsAt) <= now.getTime();
  if (!happened) return null;
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" c="dimmed" id={labelId}>
        {commonTexts.rate(customerName(appointment))}
      </Text>
      <Rating
        value={value}
        name={`rate-${appointment._id}`}
        readOnly={rate.isPending}
        getSymbolLabel={t.stars}
        onChange={(stars) =>
          rate.mutate(
            { ratedId: customerId, rate: stars },
            {
              onSuccess: () => notifications.show({ color: 'green', message: messages.rated }),
              onError: (error) =>
                notifications.show({ color: 'red', message: errorMessage(error) }),
            },
          )
        }
      />
    </Group>
  );
}
