import { entryLocation } from '@timeapp/domain/calendar';
import { mailTexts } from '@timeapp/domain/mail-texts';
import { formatPrice } from '@timeapp/domain/price';
import type { ChangedBy } from '@timeapp/domain/events';
import { sayWhen } from '@timeapp/domain/say-when';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { UNDO_SECONDS } from '@timeapp/domain/transitions';
import type { AppContext } from '../../lib/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { calendarForBooking, calendarForMail, calendarsForMail } from '../calendar/service.ts';
import { appointmentEvents, slotsChanged, type AboutAppointment } from '../events/publish.ts';
import { insertEvents, type EventRow } from '../events/repository.ts';
import { enqueueMail, withdrawMail, type MailMessage } from '../mail/outbox.ts';
import { enqueueText, textableNumber, withdrawDecisionTexts } from '../texts/repository.ts';
import { decisionText } from '../texts/compose.ts';
import { tellWaitlist } from '../waitlist/notify.ts';
import {
  bookedMail,
  bookingReceivedMail,
  customerCancelledMail,
  ownCancelMail,
  decisionMail,
  depositLine,
  depositReleasedMail,
  movedForCustomerMail,
  movedMail,
  noteMail,
  proposalAnsweredMail,
  proposalMail,
  type Decision,
} from './mails.ts';
import type { DepositEnd } from '../deposits-core/on-end.ts';
import type { Role } from './policy.ts';
import type { BookingContext } from '../businesses/booking-context.ts';
import type { NewAppointment } from './repository/booking.ts';
import type { LockedAppointment } from './repository/locked.ts';

type Locked = LockedAppointment;

/**
 * One change to an appointment, as the people it concerns are told of it: `before` is the
 * appointment as its command locked it, `after` what the change made of it, `by` who made it.
 */
export type Change =
  /**
   * A new place, before the statement that takes it (which queues these notices only when it
   * does): a customer's booking, Waiting, or the owner's walk-in, Approved and e-mailed to nobody.
   */
  | {
      kind: 'booked';
      by: 'customer' | 'owner';
      after: NewAppointment;
      found: BookingContext;
      section: NonNullable<BookingContext['section']>;
      /** A booking by service: what the e-mails and calendar entries call it, how long it takes. */
      service?: { title: string; durationMinutes: number; priceCents: number | null };
      /** A deposit asked (decision 056): its e-mails say it was paid, and go once it is. */
      depositCents?: number;
    }
  /**
   * Accepted, rejected or cancelled: the status is written, its history line not yet, so the
   * calendar entry carries the next SEQUENCE.
   */
  | {
      kind: 'decided';
      by: Exclude<Role, 'staff'>;
      before: Locked;
      after: AppointmentStatus;
      reason: string;
      at: Date;
      /** What the end did to its deposit, if it has one (decision 056). */
      deposit?: DepositEnd;
    }
  /** Its deposit was not paid within the hold: cancelled by the system, the place freed (056). */
  | { kind: 'released'; before: Locked; at: Date }
  /** The owner's last decision taken back; `heldMail` its e-mail, if not sent. */
  | { kind: 'undone'; before: Locked; after: AppointmentStatus; heldMail: string | null }
  /** Moved by its customer to another time, written: theirs, or the owner's they accepted. */
  | { kind: 'moved'; via: 'reschedule' | 'proposal'; before: Locked; after: Locked }
  /** The owner proposed another time (docs/decisions/034). */
  | {
      kind: 'proposed';
      before: Locked;
      proposed: { appointmentDate: string; appointmentTime: string; message: string };
    }
  /** The owner's proposal ended unaccepted: the customer declined it, or its time was taken. */
  | { kind: 'proposal-ended'; answer: 'declined' | 'taken'; before: Locked; proposed: string }
  /** 'Arrived' or a no-show recorded, or taken back. */
  | { kind: 'attendance'; before: Locked }
  /** The owner's contact note. */
  | { kind: 'noted'; before: Locked; note: string };

/** E-mails (`notBefore`: held back), live events, and the appointment whose place freed. */
export type Notices = {
  mails: { message: MailMessage; notBefore?: Date }[];
  events: EventRow[];
  withdraw?: string;
  freed?: Locked;
};

/** Who is told what of `change`: the one place notices are built. */
export async function noticesOf(ctx: AppContext, db: Db | Tx, change: Change): Promise<Notices> {
  if (change.kind === 'booked') return bookingNotices(ctx, change);
  if (change.kind === 'decided') return decisionNotices(ctx, db, change);
  if (change.kind === 'moved') return moveNotices(ctx, db, change);
  const a = change.before;
  switch (change.kind) {
    case 'undone': {
      const placeChanged = holdsPlace(a.status) !== holdsPlace(change.after);
      return {
        mails: [],
        ...(change.heldMail ? { withdraw: change.heldMail } : {}),
        events: changed({ ...a, status: change.after }, 'owner', placeChanged),
      };
    }
    case 'proposed':
      return {
        mails: toCustomer(a, (to) => proposalMail(ctx, to, a, change.proposed)),
        events: changed(a, 'owner'),
      };
    case 'proposal-ended': {
      const mail = proposalAnsweredMail(ctx, a.ownerEmail, a, change.answer, change.proposed);
      const by = change.answer === 'declined' ? 'customer' : 'system';
      return { mails: [{ message: mail }], events: changed(a, by) };
    }
    case 'attendance':
      return { mails: [], events: changed(a, 'owner') };
    case 'released':
      return {
        mails: toCustomer(a, (to) => depositReleasedMail(ctx, to, a)),
        events: appointmentEvents(
          { ...a, status: AppointmentStatus.Cancelled },
          'appointment.cancelled',
          'system',
          holdsPlace(a.status),
        ),
        ...(holdsPlace(a.status) ? { freed: a } : {}),
      };
    case 'noted':
      return {
        mails: toCustomer(a, (to) => noteMail(ctx, to, a, change.note)),
        events: changed(a, 'owner'),
      };
  }
}

/** The tabs' event of a change that is none of the others: its customer's and its owner's. */
const changed = (a: AboutAppointment, by: ChangedBy, placeChanged = false) =>
  appointmentEvents(a, 'appointment.changed', by, placeChanged);

/** An e-mail to the customer, who has an address unless a walk-in. */
const toCustomer = (a: Locked, mail: (to: string) => MailMessage) =>
  a.customerEmail ? [{ message: mail(a.customerEmail) }] : [];

/**
 * Tells of `change` in its transaction (`tx`), so the notices exist exactly when the change
 * does: e-mails through the outbox, live events, and the waitlist of a freed place
 * (docs/decisions/024-waitlist.md). Answers the id of a held-back e-mail.
 */
export async function tell(
  ctx: AppContext,
  tx: Tx,
  change: Exclude<Change, { kind: 'booked' }>,
): Promise<{ heldMail: string | null }> {
  const n = await noticesOf(ctx, tx, change);
  if (n.withdraw) await withdrawMail(tx, n.withdraw);
  let heldMail: string | null = null;
  for (const m of n.mails) {
    const id = await enqueueMail(tx, m.message, { notBefore: m.notBefore });
    if (m.notBefore) heldMail = id;
  }
  await insertEvents(tx, n.events);
  if (n.freed) await tellWaitlist(ctx, tx, freedSlot(n.freed));
  await text(tx, change);
  return { heldMail };
}

/**
 * The texts of a change (docs/decisions/054-texts.md): an owner's decision reaches a customer
 * who agreed to texts, held back as its e-mail is while the owner can undo it; an undo takes
 * back what is not yet sent.
 */
async function text(tx: Tx, change: Exclude<Change, { kind: 'booked' }>): Promise<void> {
  if (change.kind === 'undone') return withdrawDecisionTexts(tx, change.before.id);
  if (change.kind !== 'decided' || change.by !== 'owner') return;
  const a = change.before;
  const to = await textableNumber(tx, a.userId);
  if (!to) return;
  await enqueueText(tx, {
    to,
    body: decisionText(a, decisionOf(a.status, change.after)),
    kind: 'decision',
    userId: a.userId,
    businessId: a.businessId,
    appointmentId: a.id,
    notBefore: new Date(change.at.getTime() + UNDO_SECONDS * 1000),
  });
}

const decisionOf = (from: AppointmentStatus, to: AppointmentStatus): Decision =>
  to === AppointmentStatus.Approved
    ? 'accepted'
    : from === AppointmentStatus.Waiting
      ? 'rejected'
      : 'cancelled';

/** What an appointment held (a slot's place, a member's time), as the waitlist reads it. */
const freedSlot = (a: Locked) => ({
  businessId: a.businessId,
  businessName: a.businessName,
  sectionId: a.sectionId,
  sectionName: a.sectionName,
  appointmentDate: a.appointmentDate,
  appointmentTime: a.appointmentTime,
  startsAt: a.startsAt,
  serviceId: a.serviceId,
  memberId: a.memberId,
});

/**
 * A customer's booking: the owner's request and the customer's own confirmation (a place
 * booked, or a request sent), each with the appointment's calendar entry. A walk-in tells only
 * the tabs.
 */
function bookingNotices(ctx: AppContext, change: Extract<Change, { kind: 'booked' }>): Notices {
  const { by, after: input, found, section } = change;
  const { business, customer } = found;
  const what = change.service?.title ?? section.sectionName;
  const status = by === 'owner' ? AppointmentStatus.Approved : AppointmentStatus.Waiting;
  const events = appointmentEvents(
    { ...input, ownerId: business.ownerId, status },
    'appointment.created',
    by,
    true,
  );
  if (by === 'owner') return { mails: [], events };
  const about = {
    id: input.id,
    businessName: business.name,
    sectionName: what,
    appointmentDate: input.appointmentDate,
    appointmentTime: input.appointmentTime,
    customerName: customer ? `${customer.firstName} ${customer.lastName}` : '',
    address: entryLocation(business),
    priceCents: change.service ? change.service.priceCents : section.priceCents,
  };
  const entry = {
    ...business,
    id: input.id,
    status,
    startsAt: input.startsAt,
    durationMinutes: change.service?.durationMinutes ?? section.slotDuration,
    businessName: business.name,
    // `what` already names the service and member of a booking by service.
    sectionName: what,
    serviceName: null,
    memberName: null,
  };
  const calendar = (reader: 'customer' | 'owner') =>
    calendarForBooking(ctx, entry, reader, about.customerName, customer?.email);
  // A deposit's booking is e-mailed once it is paid, and says so (decision 056).
  const paid = (m: MailMessage): MailMessage =>
    change.depositCents === undefined
      ? m
      : { ...m, lines: [...m.lines, mailTexts.depositPaid(formatPrice(change.depositCents))] };
  const mails: MailMessage[] = [
    {
      ...paid(bookingReceivedMail(ctx, found.ownerEmail, { ...about, reason: input.reason })),
      calendar: calendar('owner'),
    },
    ...(customer?.email
      ? [
          {
            ...paid(bookedMail(ctx, customer.email, about, section.customRequest)),
            calendar: calendar('customer'),
          },
        ]
      : []),
  ];
  return { mails: mails.map((message) => ({ message })), events };
}

/**
 * An owner's decision is e-mailed to the customer, held back while the owner can still undo it
 * (docs/product-rules.md 5.7); a customer's cancellation to the owner, and to the customer with
 * the calendar's CANCEL. A place freed is offered
 * to whoever waits for it.
 */
async function decisionNotices(
  ctx: AppContext,
  db: Db | Tx,
  change: Extract<Change, { kind: 'decided' }>,
): Promise<Notices> {
  const { by, before: a, after: to, reason } = change;
  const from = a.status;
  const events = appointmentEvents(
    { ...a, status: to },
    by === 'owner' ? 'appointment.decided' : 'appointment.cancelled',
    by,
    holdsPlace(from) !== holdsPlace(to),
  );
  const freed = holdsPlace(from) && !holdsPlace(to) ? { freed: a } : {};
  // A booking whose deposit was never paid was never e-mailed: its end is not either.
  if (change.deposit?.outcome === 'release') return { mails: [], events, ...freed };
  const calendar = (reader: 'customer' | 'owner') =>
    calendarForMail(ctx, db, a.id, reader, { status: to });
  const withDeposit = (m: MailMessage): MailMessage =>
    change.deposit ? { ...m, lines: [...m.lines, ...depositLine(change.deposit)] } : m;
  if (by === 'customer') {
    const message = customerCancelledMail(ctx, a.ownerEmail, a, reason);
    const mine = a.customerEmail && withDeposit(ownCancelMail(ctx, a.customerEmail, a));
    return {
      mails: [
        { message: { ...message, calendar: await calendar('owner') } },
        ...(mine ? [{ message: { ...mine, calendar: await calendar('customer') } }] : []),
      ],
      events,
      ...freed,
    };
  }
  if (!a.customerEmail) return { mails: [], events, ...freed };
  const decision = decisionOf(from, to);
  const message = withDeposit(
    decisionMail(
      ctx,
      a.customerEmail,
      { ...a, address: entryLocation(a), priceCents: a.priceCents },
      decision,
      reason,
    ),
  );
  return {
    mails: [
      {
        message: { ...message, calendar: await calendar('customer') },
        notBefore: new Date(change.at.getTime() + UNDO_SECONDS * 1000),
      },
    ],
    events,
    ...freed,
  };
}

/**
 * A move: the owner's e-mail and the customer's (a walk-in has none) carry the moved calendar
 * entry, so both calendar apps move it; tabs, both days' grids and the old slot's waitlist are
 * told.
 */
async function moveNotices(
  ctx: AppContext,
  db: Db | Tx,
  change: Extract<Change, { kind: 'moved' }>,
): Promise<Notices> {
  const { before: a, after: moved } = change;
  const from = sayWhen(a.appointmentDate, a.appointmentTime);
  const waiting = moved.status === AppointmentStatus.Waiting;
  const calendars = await calendarsForMail(ctx, db, a.id);
  const ownerMail =
    change.via === 'reschedule'
      ? movedMail(ctx, a.ownerEmail, moved, from, waiting)
      : proposalAnsweredMail(ctx, a.ownerEmail, moved, 'accepted', from);
  const mails: MailMessage[] = [{ ...ownerMail, calendar: calendars?.owner }];
  if (moved.customerEmail)
    mails.push({
      ...movedForCustomerMail(ctx, moved.customerEmail, moved, from, waiting),
      calendar: calendars?.customer,
    });
  return {
    mails: mails.map((message) => ({ message })),
    events: [
      ...appointmentEvents(moved, 'appointment.rescheduled', 'customer', true),
      // The old day's grid freed a place (the new day's event is above).
      ...(a.appointmentDate !== moved.appointmentDate ? [slotsChanged(a)] : []),
    ],
    freed: a,
  };
}
