import { id, localDate, localTime, trimmed } from './common.ts';
import { PARTY_SIZE } from './covers.ts';
import { appointmentDeposit } from './deposits.ts';
import { changedBy } from './events.ts';
import { messages } from './messages.ts';
import { phoneNumber } from './phone.ts';
import { AppointmentStatus } from './status.ts';
import { z } from './zod.ts';

const partySize = z
  .int({ error: messages.partySizeRange })
  .check(
    z.minimum(PARTY_SIZE.min, { error: messages.partySizeRange }),
    z.maximum(PARTY_SIZE.max, { error: messages.partySizeRange }),
  );

/** `HH:MM`, or an ISO instant (v1.1 clients send one); read in the business's zone. */
const appointmentTime = z.union([localTime, z.iso.datetime({ offset: true })], {
  error: messages.selectDateTime,
});

export const createAppointmentBody = z.object({
  businessId: id,
  sectionId: id,
  appointmentDate: localDate,
  appointmentTime,
  reason: z._default(trimmed(500, { multiline: true }), ''),
  /**
   * A booking by service (docs/product-rules.md 9): the service, of this section, and the
   * member who does it; no member: anyone free, by the rule of 9.3.
   */
  serviceId: z.optional(id),
  memberId: z.optional(id),
  /**
   * A request's party: how many people are coming (1-50; a request without it is for 2). Only
   * a request-only section takes one (docs/product-rules.md 10).
   */
  partySize: z.optional(partySize),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

/** `POST /appointment/:id/reschedule`: the new day and time, read like a booking's. */
export const rescheduleBody = z.object({
  appointmentDate: localDate,
  appointmentTime,
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;

/** `POST /appointment/:id/proposal`: the owner proposes another time, with an optional message. */
export const proposeBody = z.object({
  appointmentDate: localDate,
  appointmentTime,
  message: z._default(trimmed(500, { multiline: true }), ''),
});
export type ProposeBody = z.infer<typeof proposeBody>;

/** The owner's open proposal of another time (docs/decisions/034). */
export const appointmentProposal = z.object({
  appointmentDate: localDate,
  appointmentTime: localTime,
  /** ISO 8601 with the business's offset. */
  startsAt: z.string(),
  message: z.string(),
  /** When it was proposed (ISO 8601). */
  at: z.string(),
});
export type AppointmentProposal = z.infer<typeof appointmentProposal>;

/**
 * `POST /business/:id/section/:sectionId/waitlist`: what to wait for. In a slot section, the
 * full slot (`appointmentTime`); in a section that books by service, a service on a day with
 * one member or anyone (`memberId` absent), and no time (docs/decisions/043; the server
 * refuses a time with a service, and a member without one).
 */
export const waitlistBody = z.object({
  appointmentDate: localDate,
  appointmentTime: z.optional(localTime),
  serviceId: z.optional(id),
  memberId: z.optional(id),
});
export type WaitlistBody = z.infer<typeof waitlistBody>;

const named = z.object({ _id: id, name: z.string() });

export const waitlistEntry = z.object({
  _id: id,
  businessId: id,
  sectionId: id,
  appointmentDate: localDate,
  /** The slot's time; null for a service entry, which waits for the whole day. */
  appointmentTime: z.nullable(localTime),
  /** The slot's start (ISO 8601); null for a service entry. */
  startsAt: z.nullable(z.string()),
  /** When the entry ends: the slot's start, or the end of the service entry's day. */
  endsAt: z.string(),
  /** A service entry's service; null for a slot. */
  service: z.nullable(named),
  /** The member a service entry waits for; null for anyone (or a slot). */
  member: z.nullable(named),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

const status = z.coerce
  .number()
  .check(z.int(), z.minimum(AppointmentStatus.Waiting), z.maximum(AppointmentStatus.Cancelled));

export const updateAppointmentBody = z.object({
  status,
  cancellationReason: z.optional(trimmed(500, { multiline: true })),
});

const attendance = z.enum(['arrived', 'no-show']);

export const attendanceBody = z.object({ attendance });

/** The owner's contact note to the customer (docs/product-rules.md 5.10). */
export const noteBody = z.object({
  note: trimmed(1000, { multiline: true, required: messages.noteRequired }),
});

/** A walk-in or phone customer without an account, booked by the owner (docs/product-rules.md 5.11). */
export const walkInBody = z.object({
  sectionId: id,
  appointmentDate: localDate,
  appointmentTime: localTime,
  name: trimmed(100, { required: messages.nameRequired }),
  phone: phoneNumber(messages.mobileDigits),
  /** Into a request-only section: how many people came (default 2; docs/product-rules.md 10). */
  partySize: z.optional(partySize),
  /** Into a section with services: the service, and the member (absent: anyone free). */
  serviceId: z.optional(id),
  memberId: z.optional(id),
});
export type WalkInBody = z.infer<typeof walkInBody>;

export const listAppointmentsQuery = z.object({
  businessId: z.optional(id),
  sectionId: z.optional(id),
  status: z.optional(status),
  from: z.optional(localDate),
  to: z.optional(localDate),
  /**
   * `true`: only what is coming, the appointments that hold a place (Waiting, Approved) on
   * the business's today or later; cancelled and rejected ones are listed with `status=2`.
   */
  upcoming: z.optional(z.stringbool()),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
});

/** One status change: who made it and why (oldest first on an appointment). */
export const appointmentChange = z.object({
  status: z.int(),
  by: changedBy,
  reason: z.string(),
  at: z.string(),
});
export type AppointmentChange = z.infer<typeof appointmentChange>;

/** What the owner sees of the customer: contact and record with this business. */
export const appointmentCustomer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, for a tap-to-call link. */
  phone: z.string(),
  /** The same number as people read it (formatted by the server; '' when none). */
  phoneDisplay: z.string(),
  email: z.string(),
  /** Appointments of this customer with this business marked 'arrived' / 'no-show'. */
  arrived: z.int(),
  noShows: z.int(),
  /** The owner's rating of this customer (1..5), if any. */
  rating: z.nullable(z.int()),
});
export type AppointmentCustomer = z.infer<typeof appointmentCustomer>;

export const appointment = z.object({
  _id: id,
  /** null for a walk-in (no account). */
  userId: z.nullable(id),
  businessId: id,
  sectionId: id,
  sectionName: z.string(),
  appointmentDate: localDate,
  appointmentTime: localTime,
  startsAt: z.string(),
  reason: z.string(),
  cancellationReason: z.string(),
  extendedNote: z.string(),
  status: z.int(),
  attendance: z.nullable(attendance),
  /** When attendance was recorded; it can be undone until the end of that local day. */
  attendanceAt: z.nullable(z.string()),
  /** The customer answered 'Y' to a text about it (docs/decisions/054-texts.md). */
  confirmedByText: z.optional(z.boolean()),
  customerRating: z.optional(z.nullable(z.int())),
  business: z.object({
    name: z.string(),
    contactNumber: z.string(),
    /** contactNumber as people read it, formatted by the server. */
    contactNumberDisplay: z.string(),
    photos: z.array(z.string()),
    /** Its free cancellation, in hours before the start (decision 055): later is a strike. */
    cancellationFreeHours: z.int(),
  }),
  user: z.optional(
    z.object({ firstName: z.string(), lastName: z.string(), profileImage: z.string() }),
  ),
  createdAt: z.string(),
  /** Every status change, oldest first (the booking is the first). */
  history: z.array(appointmentChange),
  /** Who cancelled it, when it is cancelled. */
  cancelledBy: z.nullable(changedBy),
  /** Cancelled by the business declining the request (status.ts isDeclined), not cancelled. */
  declined: z.boolean(),
  /** Owner-facing answers: the customer's details; null for customers and for walk-ins. */
  customer: z.nullable(appointmentCustomer),
  /** The owner's contact notes to the customer, oldest first. */
  notes: z.array(z.object({ text: z.string(), at: z.string() })),
  /** Set for a walk-in booked by the owner. */
  walkIn: z.nullable(z.object({ name: z.string(), phone: z.string(), phoneDisplay: z.string() })),
  /**
   * The owner's open proposal of another time, while it and the appointment are ahead and the
   * appointment holds a place; null otherwise (docs/decisions/034).
   */
  proposal: z.optional(z.nullable(appointmentProposal)),
  /** Its deposit (decision 056); `checkoutUrl` only to its customer, while pending. */
  deposit: z.optional(z.nullable(appointmentDeposit)),
  /** A booking by service: the member whose time it takes, the service, when it ends. */
  memberId: z.optional(id),
  member: z.optional(z.object({ _id: id, name: z.string() })),
  service: z.optional(
    z.object({
      _id: id,
      name: z.string(),
      durationMinutes: z.int(),
      priceCents: z.nullable(z.int()),
    }),
  ),
  endsAt: z.optional(z.string()),
  /** A request: how many people are coming (absent for a slot's or a service's booking). */
  partySize: z.optional(z.int()),
});
export type Appointment = z.infer<typeof appointment>;

/**
 * A list's row (`GET /appointment`, `GET /staff/appointments`): the appointment without its
 * history and notes, which come when it is opened (`GET /appointment/:id`).
 */
export const appointmentListItem = z.omit(appointment, { history: true, notes: true });
export type AppointmentListItem = z.infer<typeof appointmentListItem>;

export const ratingBody = z.object({
  ratedId: id,
  rate: z.coerce
    .number()
    .check(z.int(), z.minimum(1, messages.rateRange), z.maximum(5, messages.rateRange)),
});

/**
 * The customer's bell: the appointments the business (or the system) changed, or wrote a
 * note on, since the customer last opened it; newest change first, at most 99.
 */
export const bellState = z.object({
  /** When the bell was last opened; null if never. */
  seenAt: z.nullable(z.string()),
  unseen: z.int(),
  appointmentIds: z.array(z.string()),
});
export type BellState = z.infer<typeof bellState>;

/** PUT /users/me/bell: the customer opened the bell. */
export const bellSeenBody = z.object({ seen: z.literal(true) });
