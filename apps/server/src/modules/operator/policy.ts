import { accountTexts } from '@timeapp/domain/account-texts';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { requireVerified, type Actor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { hasSecondFactor } from '../two-factor/totp.ts';
import { isOperatorEmail, operatorNeedsSecondFactor } from '../users/operators.ts';
import * as users from '../users/repository.ts';

/**
 * First line of every operator route: who the operator is (a verified account whose e-mail is
 * in OPERATOR_EMAILS, with a passkey or an authenticator app), or 401/403.
 */
export async function requireOperator(ctx: AppContext, actor: Actor) {
  const me = requireVerified(actor);
  const user = await users.findById(ctx.db, me.userId);
  if (!user || !isOperatorEmail(ctx, user.email)) throw forbidden(messages.operatorsOnly);
  // An operator without a passkey or an authenticator app is sent to add one first.
  if (operatorNeedsSecondFactor(ctx, user.email) && !(await hasSecondFactor(ctx.db, user.id)))
    throw forbidden(accountTexts.operatorNeedsSecondFactor);
  return { ...me, email: user.email };
}
