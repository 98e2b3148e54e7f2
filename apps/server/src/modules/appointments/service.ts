import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type Appointment,
  type attendanceBody,
  type CreateAppointmentBody,
  type listAppointmentsQuery,
  type noteBody,
  type ProposeBody,
  type RescheduleBody,
  type updateAppointmentBody,
  type WalkInBody,
} from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { checkBooking } from '@timeapp/domain/schedule';
import { sayWhen } from '@timeapp/domain/say-when';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { attendanceOpen, attendanceUndoable } from '@timeapp/domain/attendance';
import { localParts } from '@timeapp/domain/time-zone';
import { decideTransition, UNDO_SECONDS } from '@timeapp/domain/transitions';
import { planOfBusiness } from '../plan/facts.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { confirmSession, requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isUuid, NIL_UUID } from '../../lib/ids.ts';
import { authorize, type Owned, type Rule } from '../../lib/policy.ts';
import { toSchedule } from '../businesses/present.ts';
import * as businesses from '../businesses/repository.ts';
import { appointmentEvents, slotsChanged } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import { calendarForBooking, calendarForMail, calendarsForMail } from '../calendar/service.ts';
import { enqueueMail, withdrawMail, type MailMessage } from '../mail/outbox.ts';
import {
  bookedMail,
  bookingReceivedMail,
  customerCancelledMail,
  decisionMail,
  movedForCustomerMail,
  movedMail,
  noteMail,
  proposalAnsweredMail,
  proposalMail,
  type Decision,
  type ProposalAnswer,
} from './mails.ts';
import { tellWaitlist } from '../waitlist/notify.ts';
import { appointmentPolicy, roleIn } from './policy.ts';
import { toAppointment } from './present.ts';
import * as repo from './repository.ts';

export type AppointmentService = ReturnType<typeof appointmentService>;

/**
 * The business, section and slot a customer asks for, checked as a booking checks them: an
 * unknown business is 'not found' whatever the section (a malformed section id names no
 * section), then who may (`rule`), a business whose owner has not verified their e-mail takes
 * nothing yet, then the section, then the day and time rules (400 with their text). The
 * booking and the waitlist both start here.
 */
export async function bookableSlot(
  ctx: AppContext,
  me: SignedIn,
  slot: {
    businessId: string;
    sectionId: string;
    appointmentDate: string;
    appointmentTime: string;
  },
  rule: Rule<Owned>,
) {
  const found = isUuid(slot.businessId)
    ? await repo.findBookingContext(
        ctx.db,
        slot.businessId,
        isUuid(slot.sectionId) ? slot.sectionId : NIL_UUID,
        me.userId,
      )
    : undefined;
  if (!found) throw notFound(messages.businessNotFound);
  authorize(rule, me, found.business);
  if (!found.ownerVerified) throw forbidden(messages.businessNotPublicYet);
  // Its plan decides whether it takes new bookings (docs/product-rules.md 8.1); what is
  // already booked stays manageable.
  if (!planOfBusiness(found.business, ctx.now()).bookable)
    throw forbidden(messages.businessNotBookable);
  const section = found.section;
  if (!section) throw notFound(messages.sectionNotFound);
  const check = checkBooking(
    toSchedule(section),
    slot.appointmentDate,
    slot.appointmentTime,
    found.business.timezone,
    ctx.now(),
  );
  if (!check.ok) throw badRequest(check.message);
  return { found, section, check };
}

/** The slot an appointment held, as the waitlist's notice names it. */
const freedSlot = (a: repo.LockedAppointment) => ({
  businessId: a.businessId,
  businessName: a.businessName,
  sectionId: a.sectionId,
  sectionName: a.sectionName,
  appointmentDate: a.appointmentDate,
  appointmentTime: a.appointmentTime,
  startsAt: a.startsAt,
});

const MINUTE_MS = 60_000;

export function appointmentService(ctx: AppContext) {
  /** Answers for `views` with their history and notes, and for owners the customers' records. */
  async function present(views: repo.ListedView[], forOwner: boolean): Promise<Appointment[]> {
    // A proposal is open while the appointment holds a place and both times are ahead.
    const now = ctx.now().getTime();
    const openProposal = (v: repo.AppointmentView) =>
      v.proposal &&
      holdsPlace(v.status) &&
      v.startsAt.getTime() > now &&
      Date.parse(v.proposal.startsAt) > now
        ? v.proposal
        : undefined;
    if (!forOwner) return views.map((v) => toAppointment(v, false, { proposal: openProposal(v) }));
    // An owner's list brought each customer's record with the business in its rows.
    if (views.every((v) => v.record !== undefined))
      return views.map((v) =>
        toAppointment(v, true, {
          counts:
            v.userId && v.record
              ? { userId: v.userId, arrived: v.record[0], noShows: v.record[1] }
              : undefined,
          proposal: openProposal(v),
        }),
      );
    // Otherwise the owner sees each customer's record with the business (one query per business).
    const customerIds = [...new Set(views.flatMap((v) => (v.userId ? [v.userId] : [])))];
    const businessIds = [...new Set(views.map((v) => v.businessId))];
    const counts = await Promise.all(
      businessIds.map((b) => repo.attendanceCounts(ctx.db, b, customerIds)),
    );
    const countOf = new Map<string, repo.AttendanceCounts>();
    businessIds.forEach((b, i) => {
      for (const c of counts[i]!) countOf.set(`${b}|${c.userId}`, c);
    });
    return views.map((v) =>
      toAppointment(v, true, {
        counts: v.userId ? countOf.get(`${v.businessId}|${v.userId}`) : undefined,
        proposal: openProposal(v),
      }),
    );
  }

  /** 404 when there is no such business, 403 when it is not the caller's. */
  async function checkOwner(me: SignedIn, businessId: string): Promise<void> {
    const business = await businesses.findOwner(ctx.db, businessId);
    if (!business) throw notFound(messages.businessNotFound);
    authorize(appointmentPolicy.listForBusiness, me, business);
  }

  async function view(id: string, forOwner: boolean): Promise<Appointment> {
    const v = await repo.findView(ctx.db, id);
    if (!v) throw notFound(messages.appointmentNotFound);
    return (await present([v], forOwner))[0]!;
  }

  /**
   * Moves a locked appointment whose new place was already counted under the slot's lock (a
   * reschedule, an accepted proposal): one UPDATE holds the new place and frees the old; the
   * owner's e-mail and the customer's (a walk-in has none) carry the new calendar entry; tabs, both days' grids and
   * the old slot's waitlist are told.
   */
  async function moveHeld(
    tx: Tx,
    a: repo.LockedAppointment,
    move: {
      appointmentDate: string;
      appointmentTime: string;
      startsAt: Date;
      status: AppointmentStatus;
      now: Date;
      /** The history line, from where it was. */
      historyReason: (from: string) => string;
      ownerMail: (moved: repo.LockedAppointment, from: string) => MailMessage;
    },
  ): Promise<void> {
    const { appointmentDate, appointmentTime, startsAt, status, now } = move;
    const from = sayWhen(a.appointmentDate, a.appointmentTime);
    try {
      await repo.moveTo(tx, a.id, {
        appointmentDate,
        appointmentTime,
        startsAt,
        status,
        now,
        historyReason: move.historyReason(from),
      });
    } catch (e) {
      // The customer already holds a place in that slot.
      if (isUniqueViolation(e)) throw conflict(messages.alreadyBooked);
      throw e;
    }
    const moved = { ...a, appointmentDate, appointmentTime, status };
    // Both copies carry the moved entry, so both calendar apps move it.
    const calendars = await calendarsForMail(ctx, tx, a.id);
    await enqueueMail(tx, { ...move.ownerMail(moved, from), calendar: calendars?.owner });
    if (moved.customerEmail) {
      const waiting = status === AppointmentStatus.Waiting;
      await enqueueMail(tx, {
        ...movedForCustomerMail(ctx, moved.customerEmail, moved, from, waiting),
        calendar: calendars?.customer,
      });
    }
    await insertEvents(tx, [
      ...appointmentEvents(moved, 'appointment.rescheduled', 'customer', true),
      // The old day's grid freed a place (the new day's event is above).
      ...(a.appointmentDate !== appointmentDate ? [slotsChanged(a)] : []),
    ]);
    await tellWaitlist(ctx, tx, freedSlot(a));
  }

  /**
   * Another time for a locked appointment, checked as a booking checks it: its section still
   * active, the day and time rules (400), not the time it has (409 `sameTime`), and a free place
   * counted under the slot's lock (409), so the caller can take it in the same transaction.
   */
  async function checkNewTime(
    tx: Tx,
    a: repo.LockedAppointment,
    wanted: { appointmentDate: string; appointmentTime: string },
    now: Date,
    sameTime: string,
  ) {
    const section = await businesses.findSection(tx, a.businessId, a.sectionId);
    if (!section || section.version !== 0) throw notFound(messages.sectionNotFound);
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
    if (!(await repo.slotHasRoom(tx, to, a.capacity))) throw conflict(messages.slotFull);
    return { section, check };
  }

  /** The locked appointment, if the caller may do `rule` with it. */
  async function lockFor(
    tx: Parameters<typeof repo.lockForUpdate>[0],
    id: string,
    me: ReturnType<typeof requireVerified>,
    rule: (typeof appointmentPolicy)[keyof typeof appointmentPolicy],
  ) {
    const a = await repo.lockForUpdate(tx, id);
    if (!a) throw notFound(messages.appointmentNotFound);
    authorize(rule as typeof appointmentPolicy.read, me, a);
    return a;
  }

  return {
    /** A verified customer takes a place (or sends a request); 201, Waiting. */
    async book(actor: Actor, body: CreateAppointmentBody): Promise<Appointment> {
      const me = requireVerified(actor);
      const { found, section, check } = await bookableSlot(
        ctx,
        me,
        body,
        // An owner booking their own business would be deciding their own request.
        appointmentPolicy.book,
      );
      const { business, customer } = found;
      // The context read the caller's token version: the session is checked here, before
      // anything is written (plugins/auth.ts).
      confirmSession(me, customer?.tokenVersion);

      const input: repo.NewAppointment = {
        id: randomUUID(),
        userId: me.userId,
        businessId: business.id,
        sectionId: section.id,
        appointmentDate: body.appointmentDate,
        appointmentTime: check.time,
        startsAt: check.startsAt,
        reason: body.reason,
      };
      // Queued by the same statement that takes the place, only when it does: the owner's
      // request and the customer's own confirmation (a place booked, or a request sent), each
      // with the appointment's calendar entry.
      const about = {
        id: input.id,
        businessName: business.name,
        sectionName: section.sectionName,
        appointmentDate: body.appointmentDate,
        appointmentTime: check.time,
        customerName: customer ? `${customer.firstName} ${customer.lastName}` : '',
      };
      const entry = {
        ...business,
        id: input.id,
        status: AppointmentStatus.Waiting,
        startsAt: check.startsAt,
        durationMinutes: section.slotDuration,
        businessName: business.name,
        sectionName: section.sectionName,
      };
      const mails: MailMessage[] = [
        {
          ...bookingReceivedMail(ctx, found.ownerEmail, { ...about, reason: body.reason }),
          calendar: calendarForBooking(ctx, entry, 'owner', about.customerName, customer?.email),
        },
        ...(customer?.email
          ? [
              {
                ...bookedMail(ctx, customer.email, about, section.customRequest),
                calendar: calendarForBooking(
                  ctx,
                  entry,
                  'customer',
                  about.customerName,
                  customer?.email,
                ),
              },
            ]
          : []),
      ];
      let outcome: repo.BookingOutcome;
      try {
        outcome = await repo.bookPlace(
          ctx.db,
          input,
          section.customRequest ? null : section.appointmentPerSlot,
          mails,
          appointmentEvents(
            { ...input, ownerId: business.ownerId, status: AppointmentStatus.Waiting },
            'appointment.created',
            'customer',
            true,
          ),
          { status: AppointmentStatus.Waiting, by: 'customer' },
        );
      } catch (e) {
        // The partial unique index is the last word on one place per customer per slot.
        if (isUniqueViolation(e)) throw conflict(messages.alreadyBooked);
        throw e;
      }
      if (outcome.kind === 'already-booked') throw conflict(messages.alreadyBooked);
      if (outcome.kind === 'full') throw conflict(messages.slotFull);
      // The answer is what was just stored; no read-back.
      return toAppointment(
        {
          ...input,
          cancellationReason: '',
          extendedNote: '',
          status: AppointmentStatus.Waiting,
          attendance: null,
          attendanceAt: null,
          walkInName: null,
          walkInPhone: null,
          createdAt: outcome.createdAt,
          sectionName: section.sectionName,
          businessName: business.name,
          contactNumber: business.contactNumber,
          photos: business.photos,
          timezone: business.timezone,
          ownerId: business.ownerId,
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          profileImage: customer?.profileImage ?? '',
          customerEmail: null,
          customerPhone: null,
          customerRating: null,
          proposal: null,
          history: [
            {
              status: AppointmentStatus.Waiting,
              by: 'customer',
              reason: '',
              at: outcome.createdAt.toISOString(),
            },
          ],
          notes: [],
        },
        false,
      );
    },

    /** The caller's own appointments, or (owner only) a business's. */
    async list(actor: Actor, q: z.infer<typeof listAppointmentsQuery>): Promise<Appointment[]> {
      const me = requireVerified(actor);
      const forOwner = q.businessId !== undefined;
      if (forOwner && !isUuid(q.businessId)) throw notFound(messages.businessNotFound);
      if (q.sectionId !== undefined && !isUuid(q.sectionId)) {
        if (forOwner) await checkOwner(me, q.businessId!);
        return [];
      }
      // An owner's list comes only when the business is theirs; the check is a query of its
      // own only when no row came (none booked, not theirs, or no such business).
      const rows = await repo.listViews(
        ctx.db,
        {
          ...(forOwner ? { businessId: q.businessId, ownerId: me.userId } : { userId: me.userId }),
          sectionId: q.sectionId,
          status: q.status as AppointmentStatus | undefined,
          from: q.from,
          to: q.to,
          upcomingAt: q.upcoming ? ctx.now() : undefined,
          limit: q.limit,
          offset: q.offset,
        },
        me.userId,
      );
      // Each row carries the caller's token version; an empty list leaves the check to the
      // auth plugin (one read, as on any other route).
      if (rows[0]) confirmSession(me, rows[0].sessionVersion);
      if (forOwner && rows.length === 0) await checkOwner(me, q.businessId!);
      return present(rows, forOwner);
    },

    /** The customer who booked it or the owner of its business. */
    async get(actor: Actor, id: string): Promise<Appointment> {
      const me = requireVerified(actor);
      const v = isUuid(id) ? await repo.findView(ctx.db, id) : undefined;
      if (!v) throw notFound(messages.appointmentNotFound);
      authorize(appointmentPolicy.read, me, v);
      return (await present([v], roleIn(me, v) === 'owner'))[0]!;
    },

    /** Accept, reject or cancel (docs/product-rules.md 5.2); each decision is e-mailed. */
    async changeStatus(
      actor: Actor,
      id: string,
      body: z.infer<typeof updateAppointmentBody>,
    ): Promise<{ appointment: Appointment; message: string }> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      const { role, message } = await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.changeStatus);
        const role = roleIn(me, a)!;
        const from = a.status;
        const to = body.status as AppointmentStatus;
        const started = a.startsAt.getTime() <= ctx.now().getTime();
        const t = decideTransition(role, from, to, body.cancellationReason, started);
        if (!t.ok) throw new AppError(t.status, t.message);
        const now = ctx.now();
        const about = { ...a, id };
        await insertEvents(
          tx,
          appointmentEvents(
            { ...about, status: to },
            role === 'owner' ? 'appointment.decided' : 'appointment.cancelled',
            role,
            holdsPlace(from) !== holdsPlace(to),
          ),
        );
        let outboxId: string | null = null;
        if (role === 'owner') {
          const decision: Decision =
            to === AppointmentStatus.Approved
              ? 'accepted'
              : from === AppointmentStatus.Waiting
                ? 'rejected'
                : 'cancelled';
          // Held back while the owner can still undo it (docs/product-rules.md 5.7).
          if (a.customerEmail)
            outboxId = await enqueueMail(
              tx,
              {
                ...decisionMail(ctx, a.customerEmail, about, decision, t.reason),
                calendar: await calendarForMail(ctx, tx, id, 'customer', { status: to }),
              },
              { notBefore: new Date(now.getTime() + UNDO_SECONDS * 1000) },
            );
        } else {
          await enqueueMail(tx, {
            ...customerCancelledMail(ctx, a.ownerEmail, about, t.reason),
            calendar: await calendarForMail(ctx, tx, id, 'owner', { status: to }),
          });
        }
        await repo.updateStatus(tx, id, {
          status: to,
          cancellationReason: t.reason,
          now,
          by: role,
          undoable: role === 'owner' ? { previousStatus: from, outboxId } : undefined,
        });
        // A place freed: whoever waits for it is told (docs/decisions/024-waitlist.md).
        if (holdsPlace(from) && !holdsPlace(to)) await tellWaitlist(ctx, tx, freedSlot(a));
        return { role, message: t.message };
      });
      return { appointment: await view(id, role === 'owner'), message };
    },

    /**
     * The customer moves a Waiting or Approved appointment to another free time of its section
     * (docs/decisions/023-reschedule.md), in one transaction: the appointment row locked, the
     * new slot's lock taken and its room counted, then one UPDATE that holds the new place
     * and frees the old. A slot-mode move keeps its status; a request-mode move waits for the
     * owner again. The owner is e-mailed and told live.
     */
    async reschedule(
      actor: Actor,
      id: string,
      body: RescheduleBody,
    ): Promise<{ appointment: Appointment; message: string }> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      const requestMode = await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.reschedule);
        if (!holdsPlace(a.status)) throw conflict(messages.rescheduleNotHeld);
        const now = ctx.now();
        if (a.startsAt.getTime() <= now.getTime()) throw conflict(messages.rescheduleStarted);
        // The new place first: the slot's lock (the booking function's key) and its count.
        const { section, check } = await checkNewTime(
          tx,
          a,
          body,
          now,
          messages.rescheduleSameTime,
        );
        const status = section.customRequest ? AppointmentStatus.Waiting : a.status;
        await moveHeld(tx, a, {
          appointmentDate: body.appointmentDate,
          appointmentTime: check.time,
          startsAt: check.startsAt,
          status,
          now,
          historyReason: messages.historyMovedFrom,
          ownerMail: (moved, from) =>
            movedMail(ctx, a.ownerEmail, moved, from, status === AppointmentStatus.Waiting),
        });
        return section.customRequest;
      });
      return {
        appointment: await view(id, false),
        message: requestMode ? messages.rescheduledWaiting : messages.rescheduled,
      };
    },

    /**
     * The owner proposes another free time of the appointment's section (docs/decisions/034):
     * stored (replacing an open one), written in the history, e-mailed to the customer and
     * told live. It holds no place: the move happens, under the booking's rules, when the
     * customer accepts.
     */
    async propose(
      actor: Actor,
      id: string,
      body: ProposeBody,
    ): Promise<{ appointment: Appointment; message: string }> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      const replaced = await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.propose);
        if (!holdsPlace(a.status)) throw conflict(messages.proposalNotHeld);
        const now = ctx.now();
        if (a.startsAt.getTime() <= now.getTime()) throw conflict(messages.rescheduleStarted);
        // A walk-in has no account to answer with: the owner changes it with them directly.
        if (a.userId === null || !a.customerEmail) throw conflict(messages.proposalWalkIn);
        // Only a time free now is proposed; whether it is still free is asked again on accepting.
        const { check } = await checkNewTime(tx, a, body, now, messages.proposalSameTime);
        const proposed = {
          appointmentDate: body.appointmentDate,
          appointmentTime: check.time,
          message: body.message,
        };
        const replaced = await repo.putProposal(tx, {
          appointmentId: id,
          ...proposed,
          startsAt: check.startsAt,
          proposedAt: now,
        });
        await repo.addChange(tx, id, {
          status: a.status,
          by: 'owner',
          reason: messages.historyProposed(
            sayWhen(proposed.appointmentDate, proposed.appointmentTime),
          ),
          at: now,
        });
        await enqueueMail(tx, proposalMail(ctx, a.customerEmail, a, proposed));
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'owner', false));
        return replaced;
      });
      return {
        appointment: await view(id, true),
        message: replaced ? messages.proposalReplaced : messages.proposalSent,
      };
    },

    /**
     * The customer accepts the owner's proposal: the appointment moves as a reschedule moves
     * it (the new slot's lock and count, then one UPDATE), and becomes Approved in both modes,
     * as both sides agreed the time. A time taken meanwhile (or passed) ends the proposal, the
     * owner is told, and the answer is 409 with what happened; the appointment stays.
     */
    async acceptProposal(
      actor: Actor,
      id: string,
    ): Promise<{ appointment: Appointment; message: string }> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      const ended = await ctx.db.transaction(async (tx): Promise<string | null> => {
        const a = await lockFor(tx, id, me, appointmentPolicy.answerProposal);
        const p = await repo.takeProposal(tx, id);
        if (!p) throw notFound(messages.proposalNotFound);
        const now = ctx.now();
        if (
          !holdsPlace(a.status) ||
          a.startsAt.getTime() <= now.getTime() ||
          p.startsAt.getTime() <= now.getTime()
        )
          return messages.proposalExpired;
        const proposed = sayWhen(p.appointmentDate, p.appointmentTime);
        const section = await businesses.findSection(tx, a.businessId, a.sectionId);
        const check =
          section && section.version === 0
            ? checkBooking(
                toSchedule(section),
                p.appointmentDate,
                p.appointmentTime,
                a.timezone,
                now,
              )
            : null;
        const to = { id, sectionId: a.sectionId, startsAt: p.startsAt };
        const free =
          check?.ok === true &&
          check.startsAt.getTime() === p.startsAt.getTime() &&
          (await repo.slotHasRoom(tx, to, a.capacity)) &&
          !(await repo.customerHoldsSlot(tx, { ...to, userId: a.userId! }));
        if (!free) {
          // The proposal ends; the appointment stays, and the owner hears why.
          await repo.addChange(tx, id, {
            status: a.status,
            by: 'system',
            reason: messages.historyProposalTaken(proposed),
            at: now,
          });
          await enqueueMail(tx, proposalAnsweredMail(ctx, a.ownerEmail, a, 'taken', proposed));
          await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'system', false));
          return messages.proposalTaken;
        }
        await moveHeld(tx, a, {
          appointmentDate: p.appointmentDate,
          appointmentTime: p.appointmentTime,
          startsAt: p.startsAt,
          status: AppointmentStatus.Approved,
          now,
          historyReason: messages.historyAcceptedFrom,
          ownerMail: (moved, from) =>
            proposalAnsweredMail(ctx, a.ownerEmail, moved, 'accepted', from),
        });
        return null;
      });
      if (ended) throw conflict(ended);
      return { appointment: await view(id, false), message: messages.proposalAccepted };
    },

    /** The customer keeps their time: the proposal ends, the owner is e-mailed and told live. */
    async declineProposal(
      actor: Actor,
      id: string,
    ): Promise<{ appointment: Appointment; message: string }> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.answerProposal);
        const p = await repo.takeProposal(tx, id);
        if (!p) throw notFound(messages.proposalNotFound);
        const proposed = sayWhen(p.appointmentDate, p.appointmentTime);
        const now = ctx.now();
        await repo.addChange(tx, id, {
          status: a.status,
          by: 'customer',
          reason: messages.historyDeclined(proposed),
          at: now,
        });
        const answer: ProposalAnswer = 'declined';
        await enqueueMail(tx, proposalAnsweredMail(ctx, a.ownerEmail, a, answer, proposed));
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'customer', false));
      });
      return { appointment: await view(id, false), message: messages.proposalDeclined };
    },

    /**
     * The owner's 'Arrived' (from 15 minutes before the start) and 'Report' (no-show, from the
     * start) buttons, for approved appointments (docs/product-rules.md 5.8).
     */
    async recordAttendance(
      actor: Actor,
      id: string,
      body: z.infer<typeof attendanceBody>,
    ): Promise<Appointment> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.recordAttendance);
        if (a.status !== AppointmentStatus.Approved)
          throw conflict(messages.attendanceNeedsApproved);
        if (!attendanceOpen(body.attendance, a.startsAt, ctx.now()))
          throw conflict(
            body.attendance === 'arrived' ? messages.arrivedTooEarly : messages.noShowTooEarly,
          );
        await repo.updateAttendance(tx, id, body.attendance, ctx.now());
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'owner', false));
      });
      return view(id, true);
    },

    /** Takes back 'Arrived' or 'Report', on the business's local day it was recorded. */
    async removeAttendance(actor: Actor, id: string): Promise<Appointment> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.recordAttendance);
        if (!a.attendance || !a.attendanceAt) throw conflict(messages.noAttendance);
        const businessDate = (d: Date) => localParts(d, a.timezone).date;
        if (!attendanceUndoable(a.attendanceAt, ctx.now(), businessDate))
          throw conflict(messages.attendanceUndoSameDay);
        await repo.updateAttendance(tx, id, null, ctx.now());
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'owner', false));
      });
      return view(id, true);
    },

    /**
     * Reverts the owner's last decision (accept, reject, cancel) made less than 10 seconds ago:
     * its held-back e-mail is withdrawn, and a place freed by it is taken again under the
     * booking's capacity rule (docs/product-rules.md 5.7).
     */
    async undo(actor: Actor, id: string): Promise<Appointment> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.undo);
        const last = await repo.lastChange(tx, id);
        if (!last || last.by !== 'owner' || last.previousStatus === null)
          throw conflict(messages.nothingToUndo);
        const now = ctx.now();
        if (now.getTime() - last.at.getTime() >= UNDO_SECONDS * 1000)
          throw conflict(messages.undoWindowPassed);
        const to = last.previousStatus;
        const retakes = !holdsPlace(a.status) && holdsPlace(to);
        if (retakes && !(await repo.slotHasRoom(tx, a, a.capacity)))
          throw conflict(messages.slotFull);
        if (last.outboxId) await withdrawMail(tx, last.outboxId);
        try {
          await repo.updateStatus(tx, id, {
            status: to,
            cancellationReason: '',
            historyReason: messages.undoneReason,
            now,
            by: 'owner',
          });
        } catch (e) {
          // The customer took another place in this slot meanwhile.
          if (isUniqueViolation(e)) throw conflict(messages.slotFull);
          throw e;
        }
        await insertEvents(
          tx,
          appointmentEvents(
            { ...a, status: to },
            'appointment.changed',
            'owner',
            holdsPlace(a.status) !== holdsPlace(to),
          ),
        );
      });
      return view(id, true);
    },

    /**
     * The owner's contact note: e-mailed to the customer and kept on the appointment
     * (docs/product-rules.md 5.10).
     */
    async addNote(actor: Actor, id: string, body: z.infer<typeof noteBody>): Promise<Appointment> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await lockFor(tx, id, me, appointmentPolicy.note);
        await repo.addNote(tx, id, body.note, ctx.now());
        if (a.customerEmail) await enqueueMail(tx, noteMail(ctx, a.customerEmail, a, body.note));
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'owner', false));
      });
      return view(id, true);
    },

    /**
     * The owner books a walk-in or phone customer (no account): approved at once, in a free
     * place, through the same booking function and capacity rule (docs/product-rules.md 5.11).
     * The slot in progress may be taken, as a walk-in is there now.
     */
    async walkIn(actor: Actor, businessId: string, body: WalkInBody): Promise<Appointment> {
      const me = requireVerified(actor);
      const found = isUuid(businessId)
        ? await repo.findBookingContext(
            ctx.db,
            businessId,
            isUuid(body.sectionId) ? body.sectionId : NIL_UUID,
            me.userId,
          )
        : undefined;
      if (!found) throw notFound(messages.businessNotFound);
      const { business, section } = found;
      authorize(appointmentPolicy.walkIn, me, business);
      if (!section) throw notFound(messages.sectionNotFound);
      const now = ctx.now();
      const schedule = toSchedule(section);
      const inProgress = new Date(now.getTime() - section.slotDuration * MINUTE_MS + 1);
      const check = checkBooking(
        schedule,
        body.appointmentDate,
        body.appointmentTime,
        business.timezone,
        inProgress,
      );
      if (!check.ok) throw badRequest(check.message);
      const input: repo.NewAppointment = {
        id: randomUUID(),
        userId: null,
        businessId: business.id,
        sectionId: section.id,
        appointmentDate: body.appointmentDate,
        appointmentTime: check.time,
        startsAt: check.startsAt,
        reason: '',
      };
      await ctx.db.transaction(async (tx) => {
        const outcome = await repo.bookPlace(
          tx,
          input,
          section.customRequest ? null : section.appointmentPerSlot,
          [],
          appointmentEvents(
            { ...input, ownerId: business.ownerId, status: AppointmentStatus.Approved },
            'appointment.created',
            'owner',
            true,
          ),
          { status: AppointmentStatus.Approved, by: 'owner' },
        );
        if (outcome.kind !== 'booked') throw conflict(messages.slotFull);
        await repo.markWalkIn(tx, input.id, { name: body.name, phone: body.phone });
      });
      return view(input.id, true);
    },
  };
}
