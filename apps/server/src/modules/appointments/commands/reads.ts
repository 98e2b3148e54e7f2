import type { z } from 'zod';
import type {
  Appointment,
  AppointmentListItem,
  listAppointmentsQuery,
} from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import type { AppointmentStatus } from '@timeapp/domain/status';
import type { AppContext } from '../../../lib/context.ts';
import { confirmSession, requireVerified, type SignedIn } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import { authorize } from '../../../lib/policy.ts';
import { findOwner } from '../../businesses/repository.ts';
import { present, presentView } from '../answers.ts';
import { appointmentPolicy, roleIn } from '../policy.ts';
import { listViews } from '../repository/lists.ts';
import { findView } from '../repository/views.ts';
import type { ById, Command } from '../command.ts';

type ListQuery = z.infer<typeof listAppointmentsQuery>;

/** 404 when there is no such business, 403 when it is not the caller's. */
async function checkOwner(ctx: AppContext, me: SignedIn, businessId: string): Promise<void> {
  const business = await findOwner(ctx.db, businessId);
  if (!business) throw notFound(messages.businessNotFound);
  authorize(appointmentPolicy.listForBusiness, me, business);
}

/** The caller's own appointments, or (owner only) a business's. */
export const list: Command<ListQuery, AppointmentListItem[]> = async (ctx, actor, q) => {
  const me = requireVerified(actor);
  const forOwner = q.businessId !== undefined;
  if (forOwner && !isUuid(q.businessId)) throw notFound(messages.businessNotFound);
  if (q.sectionId !== undefined && !isUuid(q.sectionId)) {
    if (forOwner) await checkOwner(ctx, me, q.businessId!);
    return [];
  }
  // An owner's list comes only when the business is theirs; the check is a query of its
  // own only when no row came (none booked, not theirs, or no such business).
  const rows = await listViews(
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
  if (forOwner && rows.length === 0) await checkOwner(ctx, me, q.businessId!);
  return present(ctx, rows, forOwner, me.userId);
};

/**
 * A team member's own day (docs/product-rules.md 9.8): the appointments of the members the
 * caller signs in as, on one local date, as a customer's answer shows them (no contact details,
 * no record with the business).
 */
export const staffDay: Command<{ date: string }, AppointmentListItem[]> = async (ctx, actor, q) => {
  const me = requireVerified(actor);
  const rows = await listViews(
    ctx.db,
    { staffUserId: me.userId, from: q.date, to: q.date, limit: 500, offset: 0 },
    me.userId,
  );
  if (rows[0]) confirmSession(me, rows[0].sessionVersion);
  return present(ctx, rows, false);
};

/** The customer who booked it or the owner of its business. */
export const get: Command<ById, Appointment> = async (ctx, actor, input) => {
  const me = requireVerified(actor);
  const v = isUuid(input.id) ? await findView(ctx.db, input.id) : undefined;
  if (!v) throw notFound(messages.appointmentNotFound);
  authorize(appointmentPolicy.read, me, v);
  return presentView(ctx, v, roleIn(me, v) === 'owner', me.userId);
};
