import { Text } from '@mantine/core';

/** Why a day takes no bookings ('Closed on this day', ...), in a red that keeps 4.5:1 on white. */
export function ClosedDay({ reason }: { reason?: string }) {
  return (
    <Text c="red.9" fw={600} role="status">
      {reason}
    </Text>
  );
}
