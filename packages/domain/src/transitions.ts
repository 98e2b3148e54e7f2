import { messages } from './messages.ts';
import { AppointmentStatus as S, holdsPlace, type AppointmentStatus } from './status.ts';

/**
 * Seconds an owner's decision can be undone, and its e-mail held back (docs/product-rules.md
 * 5.7). Here, not beside the schemas, so the owner's screens show the Undo without zod.
 */
export const UNDO_SECONDS = 10;

/** Whether an appointment starting at `startsAt` has started by `now` (its start included). */
export const hasStarted = (startsAt: Date | string, now: Date): boolean =>
  new Date(startsAt).getTime() <= now.getTime();

/**
 * Whether the customer may still cancel (decision 008): while the appointment holds its place
 * and until it starts. What the server's `decideTransition` allows for a customer, stated for a
 * screen that decides whether to offer the button.
 */
export const canCustomerCancel = (
  a: { status: number; startsAt: Date | string },
  now: Date,
): boolean => holdsPlace(a.status) && !hasStarted(a.startsAt, now);

export type Actor = 'owner' | 'customer';
export type Transition =
  { ok: true; reason: string; message: string } | { ok: false; status: 400 | 409; message: string };

/**
 * Who may move an appointment from one status to another (docs/product-rules.md 5.2).
 * Owner: accept 0->1, reject 0->2 (reason defaults), cancel 1->2 (reason required).
 * Customer: cancel 0 or 1 -> 2 (reason required) until the appointment starts; after that
 * (`started`) the owner's attendance record is what counts (docs/decisions/008).
 * Anything else is a conflict.
 */
export function decideTransition(
  actor: Actor,
  from: AppointmentStatus,
  to: number,
  reason?: string,
  started = false,
): Transition {
  const given = reason?.trim() ?? '';
  const needReason = (message: string): Transition =>
    given
      ? { ok: true, reason: given, message }
      : { ok: false, status: 400, message: messages.reasonRequired };

  if (actor === 'owner') {
    if (from === S.Waiting && to === S.Approved)
      return { ok: true, reason: '', message: messages.accepted };
    if (from === S.Waiting && to === S.Cancelled)
      return { ok: true, reason: given || messages.autoCancelReason, message: messages.rejected };
    if (from === S.Approved && to === S.Cancelled) return needReason(messages.cancelledByOwner);
  } else if (to === S.Cancelled && (from === S.Waiting || from === S.Approved)) {
    if (started) return { ok: false, status: 409, message: messages.alreadyStarted };
    return needReason(messages.cancelledByCustomer);
  }
  return { ok: false, status: 409, message: messages.invalidTransition };
}
