import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { isOperatorEmail } from '../users/operators.ts';
import * as users from '../users/repository.ts';

/**
 * First line of every operator route: who the operator is (a verified account whose e-mail is
 * in OPERATOR_EMAILS), or 401/403.
 */
export async function requireOperator(ctx: AppContext, actor: Actor) {
  const me = requireVerified(actor);
  const user = await users.findById(ctx.db, me.userId);
  if (!user || !isOperatorEmail(ctx, user.email)) throw forbidden(messages.operatorsOnly);
  return { ...me, email: user.email };
}
