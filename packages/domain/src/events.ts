import { id, localDate, localTime } from './common.ts';
import { messages } from './messages.ts';
import { appointmentEventTypes, slotsChangedType, waitlistFreedType } from './event-types.ts';
import { z } from './zod.ts';

// Live updates (GET /api/v1.1/events, docs/decisions/010-live-events.md). An event says what
// changed, never the changed data itself: a tab refetches what it shows through the ordinary
// routes, which check who is asking. So an event carries ids, the day and the status only,
// and nothing a receiver may not already read.

/** Who made a change: the customer, the business's owner, or the server itself. */
export const changedBy = z.enum(['customer', 'owner', 'system']);
export type ChangedBy = z.infer<typeof changedBy>;

// The type names live in event-types.ts (no zod), so a screen that only compares them stays light.
export {
  appointmentEventTypes,
  resyncType,
  slotsChangedType,
  waitlistFreedType,
  type AppointmentEventType,
} from './event-types.ts';

export const appointmentEvent = z.object({
  type: z.enum(appointmentEventTypes),
  /** When the change was stored (ISO 8601). */
  at: z.string(),
  appointmentId: id,
  businessId: id,
  sectionId: id,
  appointmentDate: localDate,
  appointmentTime: localTime,
  status: z.int(),
  by: changedBy,
});
export type AppointmentEvent = z.infer<typeof appointmentEvent>;

export const slotsChangedEvent = z.object({
  type: z.literal(slotsChangedType),
  at: z.string(),
  businessId: id,
  sectionId: id,
  date: localDate,
});
export type SlotsChangedEvent = z.infer<typeof slotsChangedEvent>;

export const waitlistFreedEvent = z.object({
  type: z.literal(waitlistFreedType),
  at: z.string(),
  businessId: id,
  sectionId: id,
  date: localDate,
  /** A slot's time; absent when a member's time freed for a service (docs/decisions/043). */
  time: z.optional(localTime),
  serviceId: z.optional(id),
  memberId: z.optional(id),
});
export type WaitlistFreedEvent = z.infer<typeof waitlistFreedEvent>;

export const liveEvent = z.discriminatedUnion('type', [
  appointmentEvent,
  slotsChangedEvent,
  waitlistFreedEvent,
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** At most this many section days one stream watches (a week strip of a few sections). */
export const MAX_WATCHED_DAYS = 31;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WatchedDay = { sectionId: string; date: string };

/** `sectionId:YYYY-MM-DD` entries, comma-separated; null when one does not parse. */
export function parseWatch(value: string): WatchedDay[] | null {
  if (value.trim() === '') return [];
  const days: WatchedDay[] = [];
  for (const entry of value.split(',')) {
    const [sectionId, date, extra] = entry.trim().split(':');
    if (extra !== undefined || !sectionId || !UUID.test(sectionId)) return null;
    if (!date || !localDate.safeParse(date).success) return null;
    days.push({ sectionId: sectionId.toLowerCase(), date });
  }
  return days;
}

export const eventsQuery = z.object({
  /**
   * The slot grids this tab shows: `slots.changed` events about these section days reach it.
   * Appointment events need no subscription: a stream gets those of the caller's own
   * appointments and of every business the caller owns.
   */
  watch: z.optional(
    z.string().check(
      z.maxLength(MAX_WATCHED_DAYS * 48, messages.watchInvalid),
      z.refine((v) => {
        const days = parseWatch(v);
        return days !== null && days.length <= MAX_WATCHED_DAYS;
      }, messages.watchInvalid),
    ),
  ),
});
