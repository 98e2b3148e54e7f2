import type { ProposeBody } from '@timeapp/domain/appointments';
import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { conflict } from '../../../lib/errors.ts';
import { view, type Answered } from '../answers.ts';
import { auditAppointment } from '../audit.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { checkMovable, checkNewTime } from '../move.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy } from '../policy.ts';
import { addChange } from '../repository/changes.ts';
import { putProposal } from '../repository/proposals.ts';

/**
 * The owner proposes another free time of the appointment's section (docs/decisions/034):
 * stored (replacing an open one), written in the history, e-mailed to the customer and
 * told live. It holds no place: the move happens, under the booking's rules, when the
 * customer accepts.
 */
export const propose: Command<ById<ProposeBody>, Answered> = async (ctx, actor, input) => {
  const replaced = await withLocked(
    ctx,
    actor,
    input,
    appointmentPolicy.propose,
    async (tx, a, me) => {
      const now = ctx.now();
      checkMovable(a, now, messages.proposalNotHeld);
      // A walk-in has no account to answer with: the owner changes it with them directly.
      if (a.userId === null || !a.customerEmail) throw conflict(messages.proposalWalkIn);
      // Only a time free now is proposed; whether it is still free is asked again on accepting.
      const { check } = await checkNewTime(ctx, tx, a, input, now, messages.proposalSameTime);
      const proposed = {
        appointmentDate: input.appointmentDate,
        appointmentTime: check.time,
        message: input.message,
      };
      const replaced = await putProposal(tx, {
        appointmentId: a.id,
        ...proposed,
        startsAt: check.startsAt,
        proposedAt: now,
      });
      await addChange(tx, a.id, {
        status: a.status,
        by: 'owner',
        reason: messages.historyProposed(
          sayWhen(proposed.appointmentDate, proposed.appointmentTime),
        ),
        at: now,
      });
      await tell(ctx, tx, { kind: 'proposed', before: a, proposed });
      await auditAppointment(tx, me, a, 'appointment.proposed', null, { ...proposed });
      return replaced;
    },
  );
  return {
    appointment: await view(ctx, input.id, true),
    message: replaced ? messages.proposalReplaced : messages.proposalSent,
  };
};
