import { messages } from '@timeapp/domain/messages';
import { sayWhen } from '@timeapp/domain/say-when';
import { notFound } from '../../../lib/errors.ts';
import { view, type Answered } from '../answers.ts';
import { withLocked, type ById, type Command } from '../command.ts';
import { tell } from '../notices.ts';
import { appointmentPolicy } from '../policy.ts';
import { addChange } from '../repository/changes.ts';
import { takeProposal } from '../repository/proposals.ts';

/** The customer keeps their time: the proposal ends, the owner is e-mailed and told live. */
export const declineProposal: Command<ById, Answered> = async (ctx, actor, input) => {
  await withLocked(ctx, actor, input, appointmentPolicy.answerProposal, async (tx, a) => {
    const p = await takeProposal(tx, a.id);
    if (!p) throw notFound(messages.proposalNotFound);
    const proposed = sayWhen(p.appointmentDate, p.appointmentTime);
    await addChange(tx, a.id, {
      status: a.status,
      by: 'customer',
      reason: messages.historyDeclined(proposed),
      at: ctx.now(),
    });
    await tell(ctx, tx, { kind: 'proposal-ended', answer: 'declined', before: a, proposed });
  });
  return { appointment: await view(ctx, input.id, false), message: messages.proposalDeclined };
};
