import type { Section } from './businesses.ts';
import { weekDays } from './days.ts';
import { messages } from './messages.ts';
import {
  addYears,
  formatInstant,
  localParts,
  toMinutes,
  toTime,
  weekdayIndex,
  zonedInstant,
} from './time-zone.ts';

export type Schedule = Pick<
  Section,
  | 'businessDays'
  | 'businessHours'
  | 'regularOffHours'
  | 'noneRegularOffDays'
  | 'slotDuration'
  | 'appointmentPerSlot'
  | 'customRequest'
>;

export type SlotTime = { time: string; end: string };

const offWindow = (s: Schedule): [number, number] | null => {
  const off = s.regularOffHours;
  return !s.customRequest && off && off.length === 2 && off[0] && off[1]
    ? [toMinutes(off[0]), toMinutes(off[1])]
    : null;
};

/**
 * The day's slots in wall-clock time: from opening in steps of `slotDuration`, a slot only if
 * it ends by closing, skipping any slot that overlaps the not-available window.
 */
export function slotTimes(s: Schedule): SlotTime[] {
  const open = toMinutes(s.businessHours[0]);
  const close = toMinutes(s.businessHours[1]);
  const off = offWindow(s);
  const out: SlotTime[] = [];
  // A length of 0 (or a bad row) would never advance: no slots rather than a hung request.
  if (!(s.slotDuration > 0)) return out;
  for (let t = open; t + s.slotDuration <= close; t += s.slotDuration) {
    if (off && t < off[1] && t + s.slotDuration > off[0]) continue;
    out.push({ time: toTime(t), end: toTime(t + s.slotDuration) });
  }
  return out;
}

export type DayStatus = { open: true } | { open: false; closedReason: string };

/** Whether a section takes bookings on `date` at all, judged at `now` in `tz`. */
export function dayStatus(s: Schedule, date: string, tz: string, now: Date): DayStatus {
  const today = localParts(now, tz);
  if (date < today.date) return { open: false, closedReason: messages.pastTime };
  if (date > addYears(today.date, 1)) return { open: false, closedReason: messages.tooFarAhead };
  if (!s.businessDays.includes(weekDays[weekdayIndex(date)]!))
    return { open: false, closedReason: messages.offDay };
  if (s.noneRegularOffDays.includes(date)) return { open: false, closedReason: messages.holiday };
  if (date === today.date && today.minutes >= toMinutes(s.businessHours[1]))
    return {
      open: false,
      closedReason: s.customRequest ? messages.closedTodayRequest : messages.closedTodaySlots,
    };
  return { open: true };
}

export type PlannedSlot = SlotTime & { startsAt: string; bookable: boolean };

/** The day's slots as instants; slots already started are listed but not bookable. */
export function slotsForDay(s: Schedule, date: string, tz: string, now: Date): PlannedSlot[] {
  const status = dayStatus(s, date, tz, now);
  return slotTimes(s).flatMap((slot) => {
    const at = zonedInstant(date, slot.time, tz);
    if (!at) return []; // skipped by a daylight-saving change
    return [{ ...slot, startsAt: formatInstant(at, tz), bookable: status.open && at > now }];
  });
}

export type BookingCheck =
  { ok: true; time: string; startsAt: Date } | { ok: false; status: 400; message: string };

const refuse = (message: string): BookingCheck => ({ ok: false, status: 400, message });

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Resolve `appointmentTime` (`HH:MM`, or an ISO instant as v1.1 clients send) to the
 * business-local wall-clock time on `date`.
 */
export function resolveTime(date: string, timeOrInstant: string, tz: string): string | null {
  if (WALL_TIME.test(timeOrInstant)) return timeOrInstant;
  // Only an instant that names its offset: `new Date()` would read anything else in the
  // host's zone, and the answer must not depend on where the server runs.
  if (!INSTANT.test(timeOrInstant)) return null;
  const instant = new Date(timeOrInstant);
  if (Number.isNaN(instant.getTime())) return null;
  const local = localParts(instant, tz);
  return local.date === date ? local.time : null;
}

/** Every rule a booking must pass before the database counts places (docs/product-rules.md 5.4). */
export function checkBooking(
  s: Schedule,
  date: string,
  timeOrInstant: string,
  tz: string,
  now: Date,
): BookingCheck {
  const time = resolveTime(date, timeOrInstant, tz);
  if (!time) return refuse(messages.selectDateTime);
  const status = dayStatus(s, date, tz, now);
  if (!status.open) return refuse(status.closedReason);

  const minutes = toMinutes(time);
  const open = toMinutes(s.businessHours[0]);
  const close = toMinutes(s.businessHours[1]);
  if (minutes < open || minutes >= close) return refuse(messages.outsideHours);
  if (!s.customRequest) {
    const off = offWindow(s);
    if (off && minutes >= off[0] && minutes < off[1]) return refuse(messages.notAvailableWindow);
    if (!slotTimes(s).some((slot) => slot.time === time)) return refuse(messages.notSlotBoundary);
  }
  const startsAt = zonedInstant(date, time, tz);
  if (!startsAt) return refuse(messages.notAvailableWindow);
  if (startsAt <= now) return refuse(messages.pastTime);
  return { ok: true, time, startsAt };
}
