import { List, Text } from '@mantine/core';
import type { Appointment, AppointmentChange } from '@timeapp/domain/appointments';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus } from '@timeapp/domain/status';
import { formatInstant } from '../../lib/format-date-time';

export type Side = 'customer' | 'owner';

/**
 * Who cancelled, in the words of whoever reads it: 'Declined by the business', 'Cancelled by
 * the business: {reason}', 'Cancelled by you' / 'Cancelled by the customer'. Null unless cancelled.
 */
export function cancelledByText(
  a: Pick<Appointment, 'status' | 'cancelledBy' | 'cancellationReason'>,
  side: Side,
): string | null {
  if (a.status !== AppointmentStatus.Cancelled) return null;
  return changeText(
    { status: a.status, by: a.cancelledBy ?? 'system', reason: a.cancellationReason },
    side,
    false,
  );
}

function changeText(
  c: Pick<AppointmentChange, 'status' | 'by' | 'reason'>,
  side: Side,
  first: boolean,
): string {
  if (c.reason === messages.undoneReason) return messages.undoneReason;
  if (c.status === AppointmentStatus.Cancelled) {
    if (c.by === 'owner')
      return !c.reason || c.reason === messages.autoCancelReason
        ? messages.autoCancelReason
        : messages.cancelledByBusinessBecause(c.reason);
    if (c.by === 'customer')
      return side === 'customer' ? messages.cancelledByYou : messages.cancelledByTheCustomer;
    return c.reason ? messages.historyCancelledBecause(c.reason) : messages.historyCancelled;
  }
  // A move's line says where it was before ('Moved from Wed 25 Nov, 10:00 AM').
  if (c.reason.startsWith(messages.historyMovedPrefix)) return c.reason;
  // A proposal of another time, declined, or gone before it was accepted (decision 034).
  if (
    c.reason.startsWith(messages.historyProposedPrefix) ||
    c.reason.startsWith(messages.historyDeclinedPrefix) ||
    c.reason.startsWith(messages.historyProposalTakenPrefix)
  )
    return c.reason;
  if (first) return c.by === 'owner' ? messages.historyBookedByBusiness : messages.historyBooked;
  if (c.status === AppointmentStatus.Approved)
    return c.by === 'owner' ? messages.historyAccepted : messages.historyApproved;
  return messages.historyWaiting;
}

/** Every status change of an appointment, oldest first, with who made it (both sides see it). */
export function StatusHistory({ history, side }: { history: AppointmentChange[]; side: Side }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {commonTexts.history}
      </Text>
      <List size="sm" spacing={2} aria-label={commonTexts.history}>
        {history.map((c, i) => (
          <List.Item key={`${c.at}-${i}`}>
            <Text span size="sm" c="dimmed">
              {formatInstant(c.at)}
            </Text>{' '}
            {changeText(c, side, i === 0)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
