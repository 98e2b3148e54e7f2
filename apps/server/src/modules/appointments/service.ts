import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  Appointment,
  attendanceBody,
  CreateAppointmentBody,
  listAppointmentsQuery,
  updateAppointmentBody,
} from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { checkBooking } from '@timeapp/domain/schedule';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { decideTransition } from '@timeapp/domain/transitions';
import type { AppContext } from '../../context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isUuid, NIL_UUID } from '../../lib/ids.ts';
import { authorize } from '../../lib/policy.ts';
import { toSchedule } from '../businesses/present.ts';
import * as businesses from '../businesses/repository.ts';
import { appointmentEvents } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  bookingReceivedMail,
  customerCancelledMail,
  decisionMail,
  type Decision,
} from './mails.ts';
import { appointmentPolicy, roleIn } from './policy.ts';
import { toAppointment } from './present.ts';
import * as repo from './repository.ts';

export type AppointmentService = ReturnType<typeof appointmentService>;

export function appointmentService(ctx: AppContext) {
  async function view(id: string, forOwner: boolean): Promise<Appointment> {
    const v = await repo.findView(ctx.db, id);
    if (!v) throw notFound(messages.appointmentNotFound);
    return toAppointment(v, forOwner);
  }

  return {
    /** A verified customer takes a place (or sends a request); 201, Waiting. */
    async book(actor: Actor, body: CreateAppointmentBody): Promise<Appointment> {
      const me = requireVerified(actor);
      // The business is looked up first: an unknown business is 'not found' whatever the
      // section, and a malformed section id simply names no section.
      const found = isUuid(body.businessId)
        ? await repo.findBookingContext(
            ctx.db,
            body.businessId,
            isUuid(body.sectionId) ? body.sectionId : NIL_UUID,
            me.userId,
          )
        : undefined;
      if (!found) throw notFound(messages.businessNotFound);
      const { business, section, customer } = found;
      // An owner booking their own business would be deciding their own request.
      authorize(appointmentPolicy.book, me, business);
      // A business is public once its owner has verified their e-mail; until then, no bookings.
      if (!found.ownerVerified) throw forbidden(messages.businessNotPublicYet);
      if (!section) throw notFound(messages.sectionNotFound);

      const check = checkBooking(
        toSchedule(section),
        body.appointmentDate,
        body.appointmentTime,
        business.timezone,
        ctx.now(),
      );
      if (!check.ok) throw badRequest(check.message);

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
      // Queued by the same statement that takes the place, only when it does.
      const mail = bookingReceivedMail(ctx, found.ownerEmail, {
        id: input.id,
        businessName: business.name,
        sectionName: section.sectionName,
        appointmentDate: body.appointmentDate,
        appointmentTime: check.time,
        customerName: customer ? `${customer.firstName} ${customer.lastName}` : '',
        reason: body.reason,
      });
      let outcome: repo.BookingOutcome;
      try {
        outcome = await repo.bookPlace(
          ctx.db,
          input,
          section.customRequest ? null : section.appointmentPerSlot,
          mail,
          appointmentEvents(
            { ...input, ownerId: business.ownerId, status: AppointmentStatus.Waiting },
            'appointment.created',
            'customer',
            true,
          ),
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
          customerRating: null,
        },
        false,
      );
    },

    /** The caller's own appointments, or (owner only) a business's. */
    async list(actor: Actor, q: z.infer<typeof listAppointmentsQuery>): Promise<Appointment[]> {
      const me = requireVerified(actor);
      const forOwner = q.businessId !== undefined;
      if (forOwner) {
        const business = isUuid(q.businessId)
          ? await businesses.findById(ctx.db, q.businessId)
          : undefined;
        if (!business) throw notFound(messages.businessNotFound);
        authorize(appointmentPolicy.listForBusiness, me, business);
      }
      if (q.sectionId !== undefined && !isUuid(q.sectionId)) return [];
      const rows = await repo.listViews(ctx.db, {
        ...(forOwner ? { businessId: q.businessId } : { userId: me.userId }),
        sectionId: q.sectionId,
        status: q.status as AppointmentStatus | undefined,
        from: q.from,
        to: q.to,
        limit: q.limit,
        offset: q.offset,
      });
      return rows.map((v) => toAppointment(v, forOwner));
    },

    /** The customer who booked it or the owner of its business. */
    async get(actor: Actor, id: string): Promise<Appointment> {
      const me = requireVerified(actor);
      const v = isUuid(id) ? await repo.findView(ctx.db, id) : undefined;
      if (!v) throw notFound(messages.appointmentNotFound);
      authorize(appointmentPolicy.read, me, v);
      return toAppointment(v, roleIn(me, v) === 'owner');
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
        const a = await repo.lockForUpdate(tx, id);
        if (!a) throw notFound(messages.appointmentNotFound);
        authorize(appointmentPolicy.changeStatus, me, a);
        const role = roleIn(me, a)!;
        const from = a.status;
        const to = body.status as AppointmentStatus;
        const started = a.startsAt.getTime() <= ctx.now().getTime();
        const t = decideTransition(role, from, to, body.cancellationReason, started);
        if (!t.ok) throw new AppError(t.status, t.message);
        await repo.updateStatus(tx, id, {
          status: to,
          cancellationReason: t.reason,
          now: ctx.now(),
        });

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
        if (role === 'owner') {
          const decision: Decision =
            to === AppointmentStatus.Approved
              ? 'accepted'
              : from === AppointmentStatus.Waiting
                ? 'rejected'
                : 'cancelled';
          await enqueueMail(tx, decisionMail(ctx, a.customerEmail, about, decision, t.reason));
        } else {
          await enqueueMail(tx, customerCancelledMail(ctx, a.ownerEmail, about, t.reason));
        }
        return { role, message: t.message };
      });
      return { appointment: await view(id, role === 'owner'), message };
    },

    /** The owner's 'Arrived' and 'Report' buttons, for approved appointments. */
    async recordAttendance(
      actor: Actor,
      id: string,
      body: z.infer<typeof attendanceBody>,
    ): Promise<Appointment> {
      const me = requireVerified(actor);
      if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
      await ctx.db.transaction(async (tx) => {
        const a = await repo.lockForUpdate(tx, id);
        if (!a) throw notFound(messages.appointmentNotFound);
        authorize(appointmentPolicy.recordAttendance, me, a);
        if (a.status !== AppointmentStatus.Approved)
          throw conflict(messages.attendanceNeedsApproved);
        await repo.updateAttendance(tx, id, body.attendance, ctx.now());
        await insertEvents(tx, appointmentEvents(a, 'appointment.changed', 'owner', false));
      });
      return view(id, true);
    },
  };
}
