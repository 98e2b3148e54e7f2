import { Badge } from '@mantine/core';
import { smsTexts } from '@timeapp/domain/sms-texts';

/** The customer answered 'Y' to a text about this appointment (decision 054). */
export function ConfirmedByText({ appointment }: { appointment: { confirmedByText?: boolean } }) {
  if (!appointment.confirmedByText) return null;
  return (
    <Badge color="teal" variant="light">
      {smsTexts.confirmedByText}
    </Badge>
  );
}
