import { accountTexts } from '@timeapp/domain/account-texts';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { requireVerified, type Actor, type SignedIn } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { authorize, type Rule } from '../../lib/policy.ts';
import type { Parties } from './policy.ts';
import { lockForUpdate, type LockedAppointment } from './repository/locked.ts';

/**
 * One operation on appointments (commands/, one a file, as outline's server/commands): a
 * function of the context, who asks, and what they ask (the route's params and body).
 */
export type Command<Input, Output> = (
  ctx: AppContext,
  actor: Actor,
  input: Input,
) => Promise<Output>;

/** What a route about one appointment gives its command: the id in its path, and its body. */
export type ById<Body = unknown> = Body & { id: string };

/**
 * Runs `change` in one transaction with the appointment `input` names locked, once the caller
 * may do `rule` with it: 404 for a malformed id or no such appointment, 403 when the rule
 * refuses, 409 when its business has closed (its appointments are history; decision 051) but
 * for the closing's own cancellations (`closing`).
 */
export async function withLocked<T>(
  ctx: AppContext,
  actor: Actor,
  { id }: ById,
  rule: Rule<Parties>,
  change: (tx: Tx, a: LockedAppointment, me: SignedIn) => Promise<T>,
  { closing = false }: { closing?: boolean } = {},
): Promise<T> {
  const me = requireVerified(actor);
  if (!isUuid(id)) throw notFound(messages.appointmentNotFound);
  try {
    return await ctx.db.transaction(async (tx) => {
      const a = await lockForUpdate(tx, id);
      if (!a) throw notFound(messages.appointmentNotFound);
      authorize(rule, me, a);
      if (a.businessClosed && !closing) throw conflict(accountTexts.businessClosed);
      return change(tx, a, me);
    });
  } catch (e) {
    // A booking by service moved or put back where its member is now taken (a reschedule, an
    // accepted proposal, an undone cancellation): the exclusion constraint's word (decision 040).
    if (isExclusionViolation(e)) throw conflict(messages.memberBusy);
    throw e;
  }
}
