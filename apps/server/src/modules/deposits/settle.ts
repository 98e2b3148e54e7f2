import { eq, sql } from 'drizzle-orm';
import { AppointmentStatus, holdsPlace } from '@timeapp/domain/status';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import type { Tx } from '../../db/client.ts';
import { appointments, businesses, sections, users } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { depositRefundedMail } from '../appointments/mails.ts';
import { tell } from '../appointments/notices.ts';
import { addChange, setStatus } from '../appointments/repository/changes.ts';
import { lockForUpdate } from '../appointments/repository/locked.ts';
import { appointmentEvents } from '../events/publish.ts';
import { insertEvents } from '../events/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as repo from '../deposits-core/repository.ts';
import type { DepositRow } from '../deposits-core/repository.ts';

// The changes a deposit goes through that Stripe or the clock decide (decision 056): paid,
// released when its hold runs out, refunded. Each is a conditional update in the caller's
// transaction: whichever process makes it first decides, the others find nothing to do.

/** What the tabs and e-mails need of the appointment, read without locking it. */
async function about(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .select({
      id: appointments.id,
      businessId: appointments.businessId,
      ownerId: businesses.ownerId,
      userId: appointments.userId,
      sectionId: appointments.sectionId,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
      businessName: businesses.name,
      sectionName: sections.sectionName,
      customerEmail: users.email,
      customerName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(sections, eq(sections.id, appointments.sectionId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** Tells the appointment's customer and owner (their tabs) that its deposit changed. */
async function changed(tx: Tx, appointmentId: string) {
  const a = await about(tx, appointmentId);
  if (a?.ownerId)
    await insertEvents(
      tx,
      appointmentEvents({ ...a, ownerId: a.ownerId }, 'appointment.changed', 'system', false),
    );
  return a;
}

/**
 * Stripe took the payment. Pending: paid, and the booking's e-mails go now. Released (the hold
 * ran out, or the appointment ended, before the payment came): refunding, as a payment is never
 * kept without a place. Already paid, refunding, refunded or kept: nothing (the other event of
 * the pair, or a repeat).
 */
export async function markPaid(
  tx: Tx,
  ctx: AppContext,
  d: DepositRow,
  paymentIntentId: string | null,
): Promise<void> {
  const now = ctx.now();
  const pi = paymentIntentId ?? d.paymentIntentId;
  if (d.status === 'pending') {
    const paid = await repo.transition(tx, d.id, ['pending'], 'paid', {
      paidAt: now,
      paymentIntentId: pi,
      heldMails: null,
    });
    if (!paid) return;
    await repo.queueHeldMails(tx, (d.heldMails ?? []) as unknown[]);
    await changed(tx, d.appointmentId);
    return;
  }
  if (d.status === 'released') {
    await repo.transition(tx, d.id, ['released'], 'refunding', {
      paymentIntentId: pi,
      paidAt: now,
      refundAskedAt: now,
    });
    await changed(tx, d.appointmentId);
    return;
  }
  if (!d.paymentIntentId && pi) await repo.update(tx, d.id, { paymentIntentId: pi });
}

/**
 * Stripe refunded it (our refund, or one made on Stripe's dashboard, whichever event comes
 * first): refunded, and the customer is told once.
 */
export async function markRefunded(
  tx: Tx,
  ctx: AppContext,
  d: DepositRow,
  refund: { refundId?: string | null; paymentIntentId?: string | null },
): Promise<void> {
  if (d.status === 'refunded') return;
  const now = ctx.now();
  const done = await repo.transition(
    tx,
    d.id,
    ['pending', 'paid', 'released', 'refunding', 'kept'],
    'refunded',
    {
      refundedAt: now,
      refundAskedAt: d.refundAskedAt ?? now,
      ...(refund.refundId && !d.refundId && { refundId: refund.refundId }),
      ...(refund.paymentIntentId &&
        !d.paymentIntentId && { paymentIntentId: refund.paymentIntentId }),
    },
  );
  if (!done) return;
  const a = await changed(tx, d.appointmentId);
  // A refund of a payment never recorded (its event still to come) is not news to mail about.
  if (a?.customerEmail && (d.paidAt || d.paymentIntentId || refund.paymentIntentId))
    await enqueueMail(tx, depositRefundedMail(ctx, a.customerEmail, a, d.amountCents));
}

/**
 * A hold that ran out (the sweeper, or Checkout's own expiry): the deposit is released and the
 * appointment cancelled by the system, 'Deposit not paid in time', its place freed (the live
 * event tells the held-places cache and the tabs), the customer e-mailed. The appointment is
 * locked first, as every command locks it, then the deposit changes only if still pending:
 * exactly once, whichever process gets there. Answers the deposit released, if this call did.
 */
export async function releaseHold(
  tx: Tx,
  ctx: AppContext,
  ref: { id: string; appointmentId: string },
  options: { onlyLapsed: boolean },
): Promise<DepositRow | undefined> {
  const a = await lockForUpdate(tx, ref.appointmentId);
  const now = ctx.now();
  const [released] = await tx
    .update(repo.depositsTable)
    // Final: the booking's held e-mails (names, addresses) go with it.
    .set({ status: 'released', releasedAt: now, heldMails: null })
    .where(repo.pendingWhere(ref.id, options.onlyLapsed ? now : null))
    .returning();
  if (!released || !a) return released;
  if (holdsPlace(a.status)) {
    const reason = depositRuleTexts.notPaidInTime;
    await setStatus(tx, a.id, {
      status: AppointmentStatus.Cancelled,
      cancellationReason: reason,
      now,
    });
    await tell(ctx, tx, { kind: 'released', before: a, at: now });
    await addChange(tx, a.id, {
      status: AppointmentStatus.Cancelled,
      by: 'system',
      reason,
      at: now,
    });
  }
  return released;
}
