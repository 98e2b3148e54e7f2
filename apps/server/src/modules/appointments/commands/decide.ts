import type { z } from 'zod';
import type { updateAppointmentBody } from '@timeapp/domain/appointments';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { isLateCancellation } from '@timeapp/domain/cancellation-policy';
import { AppointmentStatus } from '@timeapp/domain/status';
import { decideTransition, hasStarted } from '@timeapp/domain/transitions';
import type { Actor } from '../../../lib/actor.ts';
import type { AppContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { view, type Answered } from '../answers.ts';
import { auditAppointment } from '../audit.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy, roleIn } from '../policy.ts';
import { addChange, setStatus } from '../repository/changes.ts';
import { addStrike } from '../../strikes/repository.ts';
import { endDeposit, expireCheckout, type EndedDeposit } from '../../deposits-core/on-end.ts';

type Decision = ById<z.infer<typeof updateAppointmentBody>>;

/** Accept, reject or cancel (docs/product-rules.md 5.2); each decision is e-mailed. */
export const decide: Command<Decision, Answered> = async (ctx, actor, input) => {
  const { role, message } = await decideLocked(ctx, actor, input);
  return { appointment: await view(ctx, input.id, role === 'owner'), message };
};

/** A released hold's Checkout Session is closed once the release is committed (056). */
const afterDeposit = async (ctx: AppContext, d: EndedDeposit | undefined) => {
  if (d?.outcome === 'release') await expireCheckout(ctx, d);
};

/**
 * The closing of a business (businesses/close.ts; decision 051): its owner cancels one of its
 * upcoming appointments, as any owner's cancellation (the customer is e-mailed the reason), on
 * a business already closed to every other change.
 */
export async function cancelForClosing(
  ctx: AppContext,
  owner: Actor,
  id: string,
  reason: string,
): Promise<void> {
  const input = { id, status: AppointmentStatus.Cancelled, cancellationReason: reason };
  await decideLocked(ctx, owner, input, { closing: true });
}

async function decideLocked(
  ctx: AppContext,
  actor: Actor,
  input: Decision,
  options: { closing?: boolean } = {},
) {
  const decided = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.changeStatus,
    async (tx, a, me) => {
      // changeStatus admits only the customer and the owner.
      const role = roleIn(me, a) as 'owner' | 'customer';
      const from = a.status;
      const to = input.status as AppointmentStatus;
      const started = hasStarted(a.startsAt, ctx.now());
      const t = decideTransition(role, from, to, input.cancellationReason, started);
      if (!t.ok) throw new AppError(t.status, t.message);
      const now = ctx.now();
      const late =
        role === 'customer' && isLateCancellation(a.startsAt, now, a.cancellationFreeHours);
      await setStatus(tx, a.id, { status: to, cancellationReason: t.reason, now });
      // Its deposit, if any (decision 056): released, refunded or kept, as the end decides.
      const deposit =
        to === AppointmentStatus.Cancelled
          ? await endDeposit(tx, ctx, a.id, { by: role, late })
          : undefined;
      const { heldMail } = await tell(ctx, tx, {
        kind: 'decided',
        by: role,
        before: a,
        after: to,
        reason: t.reason,
        at: now,
        ...(deposit && { deposit }),
      });
      // The history line comes last: an owner's keeps the status an undo restores and the
      // held-back e-mail it withdraws (docs/product-rules.md 5.7).
      await addChange(tx, a.id, {
        status: to,
        by: role,
        reason: t.reason,
        at: now,
        ...(role === 'owner' ? { previousStatus: from, outboxId: heldMail } : {}),
      });
      await auditAppointment(
        tx,
        me,
        a,
        'appointment.decided',
        { status: from },
        { status: to, ...(t.reason && { reason: t.reason }) },
      );
      // The customer's own cancellation after the free window is a strike (decision 055).
      if (role === 'customer' && a.userId && to === AppointmentStatus.Cancelled && late) {
        const strike = { userId: a.userId, businessId: a.businessId, appointmentId: a.id };
        await addStrike(tx, { ...strike, kind: 'late-cancellation', at: now });
        return { role, message: cancellationTexts.cancelledLate, deposit };
      }
      return { role, message: t.message, deposit };
    },
    options,
  );
  await afterDeposit(ctx, decided.deposit);
  return decided;
}
