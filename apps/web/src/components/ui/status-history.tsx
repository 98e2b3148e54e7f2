import { List, Text } from '@mantine/core';
import type { Appointment, AppointmentChange } from '@timeapp/domain/appointments';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { AppointmentStatus, isDeclined } from '@timeapp/domain/status';
import { formatInstant } from '../../lib/format-date-time';

export type Side = 'customer' | 'owner';

type Ended = Pick<Appointment, 'status' | 'cancelledBy' | 'cancellationReason' | 'declined'>;

/** The label of the line cancelledByText writes: a rejection is declined, not cancelled. */
export const cancelledByLabel = (a: Pick<Appointment, 'declined'>) =>
  a.declined ? commonTexts.whoDeclined : commonTexts.whoCancelled;

/**
 * Who cancelled and why, in the words of whoever reads it, the reason said once: 'Declined by
 * the business: fully booked that evening' (or alone, when the owner gave none), 'Cancelled by
 * the business: {reason}', 'Cancelled by you: {reason}' / 'Cancelled by the customer: {reason}'.
 * Null unless cancelled.
 */
export function cancelledByText(a: Ended, side: Side): string | null {
  if (a.status !== AppointmentStatus.Cancelled) return null;
  const who = whoCancelled(a.cancelledBy ?? 'system', side, a.declined);
  const reason = a.cancellationReason.trim();
  // A rejection without a reason records autoCancelReason, which is already what `who` says.
  return reason && reason !== who ? messages.withReason(who, reason) : who;
}

function whoCancelled(by: AppointmentChange['by'], side: Side, declined: boolean): string {
  if (declined) return messages.autoCancelReason;
  if (by === 'owner') return messages.cancelledByBusiness;
  if (by === 'customer')
    return side === 'customer' ? messages.cancelledByYou : messages.cancelledByTheCustomer;
  return messages.historyCancelled;
}

/**
 * The history line of `history[i]`: who did what. A cancellation's reason is not repeated here:
 * the screen says it once, beside the status (cancelledByText).
 */
function changeText(history: readonly AppointmentChange[], i: number, side: Side): string {
  const c = history[i]!;
  if (c.reason === messages.undoneReason) return messages.undoneReason;
  if (c.status === AppointmentStatus.Cancelled)
    return whoCancelled(
      c.by,
      side,
      isDeclined({ status: c.status, history: history.slice(0, i + 1) }),
    );
  // A move's line says where it was before ('Moved from Wed 25 Nov, 10:00 AM').
  if (c.reason.startsWith(messages.historyMovedPrefix)) return c.reason;
  // A proposal of another time, declined, or gone before it was accepted (decision 034).
  if (
    c.reason.startsWith(messages.historyProposedPrefix) ||
    c.reason.startsWith(messages.historyDeclinedPrefix) ||
    c.reason.startsWith(messages.historyProposalTakenPrefix)
  )
    return c.reason;
  if (i === 0) {
    if (c.by === 'owner') return messages.historyBookedByBusiness;
    // The customer's booking waits for the business: to them it is a request sent.
    return side === 'customer' && c.status === AppointmentStatus.Waiting
      ? messages.historyRequestSent
      : messages.historyBooked;
  }
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
            {changeText(history, i, side)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
