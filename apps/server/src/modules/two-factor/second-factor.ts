import { accountTexts } from '@timeapp/domain/account-texts';
import type { z } from 'zod';
import type { secondFactorBody } from '@timeapp/domain/two-factor';
import type { SessionUser } from '@timeapp/domain/users';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { operatorNeedsSecondFactor } from '../users/operators.ts';
import { verifiedSession } from '../users/profile.ts';
import * as users from '../users/repository.ts';
import type { UserRow } from '../users/repository.ts';
import { claimChallenge, openChallenge, readChallenge } from './challenges.ts';
import * as repo from './repository.ts';
import { checkSecondFactor } from './totp.ts';

export type SignIn = { token: string; user: SessionUser } | { ticket: string };

/**
 * What a right password leads to (docs/decisions/048): with an authenticator app, a ticket for
 * five minutes that only its code (or a recovery code) turns into a session; an operator with
 * passkeys but no app signs in with a passkey, since a password alone must not open the
 * console; otherwise the session.
 */
export async function afterPassword(ctx: AppContext, user: UserRow): Promise<SignIn> {
  const totp = await repo.findTotp(ctx.db, user.id);
  if (totp?.confirmedAt)
    return { ticket: await openChallenge(ctx, 'second-factor', user.id, null) };
  if (operatorNeedsSecondFactor(ctx, user.email) && (await repo.countPasskeys(ctx.db, user.id)) > 0)
    throw forbidden(accountTexts.operatorUsePasskey);
  return verifiedSession(ctx, user);
}

/** The second step: the ticket a right password got and a code; a session once both hold. */
export async function secondFactorLogin(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof secondFactorBody>,
) {
  // Anyone holding a ticket may try: it names the account, whose codes are limited per hour.
  const ticket = await readChallenge(ctx, 'second-factor', body.ticket);
  if (!ticket?.userId) throw unauthorized(accountTexts.secondFactorExpired);
  await checkSecondFactor(ctx, ticket.userId, body.code);
  // The ticket is good for one session: two right codes sent at once get one.
  if (!(await claimChallenge(ctx, 'second-factor', body.ticket)))
    throw unauthorized(accountTexts.secondFactorExpired);
  const user = await users.findById(ctx.db, ticket.userId);
  if (!user) throw unauthorized(accountTexts.secondFactorExpired);
  return verifiedSession(ctx, user);
}
