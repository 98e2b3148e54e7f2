import type { Section } from './businesses.ts';
import { dayCodes, weekDays } from './days.ts';
import type { DayCode, WeeklyHours } from './hours.ts';
import { messages } from './messages.ts';
import {
  addDays,
  addYears,
  dayOffset,
  formatInstant,
  formatOffset,
  instantOnDay,
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
> & {
  /** A slot section's own hours on some days (docs/product-rules.md 5.3); others use businessHours. */
  hoursByDay?: WeeklyHours | null;
};

export type SlotTime = { time: string; end: string };

const offWindow = (s: Schedule): [number, number] | null => {
  const off = s.regularOffHours;
  return !s.customRequest && off && off.length === 2 && off[0] && off[1]
    ? [toMinutes(off[0]), toMinutes(off[1])]
    : null;
};

/**
 * A slot section's opening on `date`, in minutes after midnight: its own hours that day when
 * `hoursByDay` has the day (each interval on its own, a break is the gap between two), else
 * `businessHours` with `regularOffHours` taken out. Request mode has one stretch, businessHours.
 */
function dayHours(
  s: Schedule,
  date?: string,
): { intervals: [number, number][]; off: [number, number] | null } {
  const own =
    date && !s.customRequest
      ? s.hoursByDay?.[dayCodes[weekDays[weekdayIndex(date)]!] as DayCode]
      : undefined;
  if (own)
    return {
      intervals: own
        .map(([from, to]): [number, number] => [toMinutes(from), toMinutes(to)])
        .sort((a, b) => a[0] - b[0]),
      off: null,
    };
  return {
    intervals: [[toMinutes(s.businessHours[0]), toMinutes(s.businessHours[1])]],
    off: offWindow(s),
  };
}

/** When the section closes on `date`, in minutes after midnight (its last interval's end). */
const closingOn = (s: Schedule, date: string) => {
  const { intervals } = dayHours(s, date);
  return intervals.length ? Math.max(...intervals.map(([, to]) => to)) : 0;
};

/**
 * The day's slots in wall-clock time: from each opening in steps of `slotDuration`, a slot only
 * if it ends by that stretch's closing; the not-available window splits its stretch in two, and
 * after it the steps start again at its end (DESIGN.md section 3: 09:00-17:00 with a 12:30-13:00
 * break in 45 minutes gives ..., 11:15, 13:00, 13:45, ...; the half hour after the break is not
 * lost). Without `date`, the usual day (businessHours).
 */
export function slotTimes(s: Schedule, date?: string): SlotTime[] {
  return slotStarts(s, date).map((t) => ({ time: toTime(t), end: toTime(t + s.slotDuration) }));
}

/** The day's slot starts in minutes after midnight (see slotTimes). */
function slotStarts(s: Schedule, date?: string): number[] {
  const { intervals, off } = dayHours(s, date);
  const out: number[] = [];
  // A length of 0 (or a bad row) would never advance: no slots rather than a hung request.
  if (!(s.slotDuration > 0)) return out;
  const stretches = off
    ? intervals.flatMap(([open, close]): [number, number][] =>
        off[1] <= open || off[0] >= close
          ? [[open, close]]
          : [
              [open, Math.max(open, off[0])],
              [Math.min(close, off[1]), close],
            ],
      )
    : intervals;
  for (const [open, close] of stretches)
    for (let t = open; t + s.slotDuration <= close; t += s.slotDuration) out.push(t);
  return out;
}

export type DayStatus = { open: true } | { open: false; closedReason: string };

/** Whether a section takes bookings on `date` at all, judged at `now` in `tz`. */
export function dayStatus(s: Schedule, date: string, tz: string, now: Date): DayStatus {
  return dayStatusOn(s, date, todayIn(now, tz));
}

type Today = { date: string; minutes: number; lastBookable: string };
const todayIn = (now: Date, tz: string): Today => {
  const today = localParts(now, tz);
  return { ...today, lastBookable: addYears(today.date, 1) };
};

/** dayStatus with today's local date and time worked out once (a range asks it per day). */
function dayStatusOn(s: Schedule, date: string, today: Today): DayStatus {
  if (date < today.date) return { open: false, closedReason: messages.pastTime };
  if (date > today.lastBookable) return { open: false, closedReason: messages.tooFarAhead };
  if (!s.businessDays.includes(weekDays[weekdayIndex(date)]!))
    return { open: false, closedReason: messages.offDay };
  if (s.noneRegularOffDays.includes(date)) return { open: false, closedReason: messages.holiday };
  if (date === today.date && today.minutes >= closingOn(s, date))
    return {
      open: false,
      closedReason: s.customRequest ? messages.closedTodayRequest : messages.closedTodaySlots,
    };
  return { open: true };
}

/** `at`: the start as epoch milliseconds (the instant `startsAt` writes with its offset). */
export type PlannedSlot = SlotTime & { startsAt: string; at: number; bookable: boolean };

/**
 * The day's slots as instants; slots already started are listed but not bookable. The slot
 * grid of every booking screen goes through here, so the usual day (one offset all day) is
 * plain arithmetic: no zone look-up and no object spread per slot.
 */
export function slotsForDay(s: Schedule, date: string, tz: string, now: Date): PlannedSlot[] {
  const open = dayStatus(s, date, tz, now).open;
  const nowMs = now.getTime();
  const starts = slotStarts(s, date);
  const offset = dayOffset(date, tz);
  const out: PlannedSlot[] = [];
  if (offset !== null) {
    const midnight = instantOnDay(date, 0, offset);
    const suffix = `:00${formatOffset(offset)}`;
    for (const t of starts) {
      const time = toTime(t);
      const at = midnight + t * 60_000;
      out.push({
        time,
        end: toTime(t + s.slotDuration),
        startsAt: `${date}T${time}${suffix}`,
        at,
        bookable: open && at > nowMs,
      });
    }
    return out;
  }
  // The day the clocks change (or next to it): each slot asks the zone.
  for (const t of starts) {
    const time = toTime(t);
    const at = zonedInstant(date, time, tz);
    if (!at) continue; // skipped by a daylight-saving change
    out.push({
      time,
      end: toTime(t + s.slotDuration),
      startsAt: formatInstant(at, tz),
      at: at.getTime(),
      bookable: open && at.getTime() > nowMs,
    });
  }
  return out;
}

/**
 * The instants (epoch ms) of an open day's slots not yet begun: what the strip counts, without
 * the texts slotsForDay writes for the grid. A day with one offset is plain arithmetic.
 */
function bookableStarts(s: Schedule, date: string, tz: string, now: Date, nowMs: number) {
  const offset = dayOffset(date, tz);
  if (offset === null)
    return slotsForDay(s, date, tz, now).flatMap((p) => (p.bookable ? [p.at] : []));
  const midnight = instantOnDay(date, 0, offset);
  const out: number[] = [];
  for (const t of slotStarts(s, date)) {
    const at = midnight + t * 60_000;
    if (at > nowMs) out.push(at);
  }
  return out;
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
  const { intervals, off } = dayHours(s, date);
  const open = Math.min(...intervals.map(([from]) => from));
  if (minutes < open || minutes >= closingOn(s, date)) return refuse(messages.outsideHours);
  if (!s.customRequest) {
    const inBreak = !intervals.some(([from, to]) => minutes >= from && minutes < to);
    if (inBreak || (off && minutes >= off[0] && minutes < off[1]))
      return refuse(messages.notAvailableWindow);
    if (!slotStarts(s, date).includes(minutes)) return refuse(messages.notSlotBoundary);
  }
  const startsAt = zonedInstant(date, time, tz);
  if (!startsAt) return refuse(messages.notAvailableWindow);
  if (startsAt <= now) return refuse(messages.pastTime);
  return { ok: true, time, startsAt };
}

/**
 * One day as the booking strip and the date picker show it. `open` is false when nothing can
 * be booked, with the reason; `full` says the reason is that every place is taken (the day
 * still has slots, and a customer may join a slot's waitlist). `free` counts the places still
 * bookable that day; null in request mode, which has no places (the owner decides).
 */
export type DayAvailability = {
  date: string;
  open: boolean;
  closedReason?: string;
  full: boolean;
  free: number | null;
};

/** Places held per slot start (epoch ms): how many, and whether the viewer holds one. */
/**
 * The places held by start instant (epoch ms): how many, and whether the viewer holds one. A
 * Map serves; so does the server's kept places, shared between reads (never changed in place).
 */
export type Held = {
  get(at: number): { readonly taken: number; readonly mine: boolean } | undefined;
};

/**
 * Every day from `from` to `to` (inclusive, business-local): what a customer can still book,
 * from the places `held` across the whole range (read in one query by the caller).
 */
export function availability(
  s: Schedule,
  from: string,
  to: string,
  tz: string,
  now: Date,
  held: Held,
): DayAvailability[] {
  const out: DayAvailability[] = [];
  const today = todayIn(now, tz);
  const nowMs = now.getTime();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const status = dayStatusOn(s, date, today);
    if (!status.open) {
      out.push({ date, open: false, closedReason: status.closedReason, full: false, free: 0 });
      continue;
    }
    if (s.customRequest) {
      out.push({ date, open: true, full: false, free: null });
      continue;
    }
    const starts = bookableStarts(s, date, tz, now, nowMs);
    let free = 0;
    for (const at of starts) {
      const h = held.get(at);
      if (!h?.mine) free += Math.max(0, s.appointmentPerSlot - (h?.taken ?? 0));
    }
    if (free > 0) out.push({ date, open: true, full: false, free });
    else if (starts.length > 0)
      out.push({ date, open: false, closedReason: messages.fullyBooked, full: true, free: 0 });
    else
      out.push({
        date,
        open: false,
        // Today with every slot begun reads like today after closing.
        closedReason: date === today.date ? messages.closedTodaySlots : messages.noSlotsThisDay,
        full: false,
        free: 0,
      });
  }
  return out;
}
