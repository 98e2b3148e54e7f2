import { messages } from '@timeapp/domain/messages';
import { checkBooking, resolveTime } from '@timeapp/domain/schedule';
import { zonedInstant } from '@timeapp/domain/time-zone';
import { sayWhen } from '@timeapp/domain/say-when';
import { holdsPlace, type AppointmentStatus } from '@timeapp/domain/status';
import { hasStarted } from '@timeapp/domain/transitions';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toSchedule } from '../businesses/present.ts';
import { findSection } from '../businesses/repository.ts';
import { memberFreeAt } from '../team/availability.ts';
import { tell } from './notices.ts';
import { moveTo } from './repository/changes.ts';
import type { LockedAppointment } from './repository/locked.ts';
import { slotHasRoom } from './repository/slots.ts';
import { checkCovers, coversOf } from './covers.ts';

/**
 * Only an appointment that holds a place (else 409 `notHeld`) and has not started may move or
 * be offered another time.
 */
export function checkMovable(a: LockedAppointment, now: Date, notHeld: string): void {
  if (!holdsPlace(a.status)) throw conflict(notHeld);
  if (hasStarted(a.startsAt, now)) throw conflict(messages.rescheduleStarted);
}

/**
 * Another time for a locked appointment, checked as a booking checks it: its section still
 * active, the day and time rules (400), not the time it has (409 `sameTime`), and a free place
 * counted under the slot's lock (409), so the caller can take it in the same transaction.
 */
export async function checkNewTime(
  ctx: AppContext,
  tx: Tx,
  a: LockedAppointment,
  wanted: { appointmentDate: string; appointmentTime: string },
  now: Date,
  sameTime: string,
) {
  const section = await findSection(tx, a.businessId, a.sectionId);
  if (!section || section.version !== 0) throw notFound(messages.sectionNotFound);
  if (a.memberId && a.serviceId) {
    // A booking by service moves with its member: free by the rosters and their diary.
    const time = resolveTime(wanted.appointmentDate, wanted.appointmentTime, a.timezone);
    const startsAt = time && zonedInstant(wanted.appointmentDate, time, a.timezone);
    if (!time || !startsAt) throw badRequest(messages.notAvailableWindow);
    if (startsAt.getTime() === a.startsAt.getTime()) throw conflict(sameTime);
    const free = await memberFreeAt(ctx, tx, {
      businessId: a.businessId,
      serviceId: a.serviceId,
      memberId: a.memberId,
      section,
      timezone: a.timezone,
      date: wanted.appointmentDate,
      startsAt,
      except: a.id,
    });
    if (free === 'never') throw badRequest(messages.notSlotBoundary);
    if (free === 'busy') throw conflict(messages.memberBusy);
    return { section, check: { ok: true as const, time, startsAt } };
  }
  const check = checkBooking(
    toSchedule(section),
    wanted.appointmentDate,
    wanted.appointmentTime,
    a.timezone,
    now,
  );
  if (!check.ok) throw badRequest(check.message);
  if (check.startsAt.getTime() === a.startsAt.getTime()) throw conflict(sameTime);
  const to = { id: a.id, sectionId: a.sectionId, startsAt: check.startsAt };
  if (!(await slotHasRoom(tx, to, a.capacity))) throw conflict(messages.slotFull);
  await checkCovers(tx, { ...coversOf(a), startsAt: check.startsAt, time: check.time });
  return { section, check };
}

/**
 * Moves a locked appointment whose new place was already counted under the slot's lock (a
 * reschedule, an accepted proposal: `via`): one UPDATE holds the new place and frees the old,
 * then the move is told (notices.ts).
 */
export async function moveHeld(
  ctx: AppContext,
  tx: Tx,
  a: LockedAppointment,
  move: {
    via: 'reschedule' | 'proposal';
    appointmentDate: string;
    appointmentTime: string;
    startsAt: Date;
    status: AppointmentStatus;
    now: Date;
  },
): Promise<void> {
  const { via, appointmentDate, appointmentTime, startsAt, status, now } = move;
  // The history line, from where it was.
  const from = sayWhen(a.appointmentDate, a.appointmentTime);
  const historyReason =
    via === 'reschedule' ? messages.historyMovedFrom(from) : messages.historyAcceptedFrom(from);
  try {
    await moveTo(tx, a.id, {
      appointmentDate,
      appointmentTime,
      startsAt,
      status,
      now,
      historyReason,
    });
  } catch (e) {
    // The customer already holds a place in that slot.
    if (isUniqueViolation(e)) throw conflict(messages.alreadyBooked);
    throw e;
  }
  const after = { ...a, appointmentDate, appointmentTime, startsAt, status };
  await tell(ctx, tx, { kind: 'moved', via, before: a, after });
}
