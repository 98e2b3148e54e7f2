import { randomBytes } from 'node:crypto';
import { email as emailSchema } from '@timeapp/domain/common';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/tokens.ts';
import * as resets from '../auth/repository.ts';
import { endAccessBeyondSessions } from '../auth/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { isOperatorEmail } from '../users/operators.ts';
import * as users from '../users/repository.ts';
import { operatorInviteMail } from './mails.ts';

/** How long the link to choose an operator's first password works. */
const INVITE_LINK_MS = 24 * 60 * 60 * 1000;

export const operatorUsage =
  'Usage: npm run operator -- add EMAIL (an address listed in OPERATOR_EMAILS)';

/** A refusal of the command: its message is the one line to print. */
export class CommandError extends Error {}

/**
 * `npm run operator -- add EMAIL` (operator-cli.ts): answers the line to print; a refusal
 * throws a CommandError saying why. Operators are never made by signing up, since whoever
 * signs up first with an address would choose its password (docs/decisions/039).
 */
export async function operatorCommand(ctx: AppContext, args: string[]): Promise<string> {
  const [verb, address, ...rest] = args;
  if (verb !== 'add' || address === undefined || rest.length > 0)
    throw new CommandError(operatorUsage);
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success) throw new CommandError(`${address.trim()} is not an e-mail address.`);
  const email = parsed.data;
  if (!isOperatorEmail(ctx, email))
    throw new CommandError(`${email} is not in OPERATOR_EMAILS: add it there first.`);
  const made = await addOperator(ctx, email);
  return made === 'created'
    ? `Operator account for ${email} made: a link to choose its password was e-mailed there (valid 24 hours).`
    : `Operator account for ${email} taken back: its password and sessions ended, and a link to choose a new password was e-mailed there (valid 24 hours).`;
}

/**
 * Makes the account of an operator address, or takes an existing one back, with a password
 * nobody knows, and mails the address a link to choose one (the password-reset page, which also
 * verifies the address). An existing account's sessions, calendar feed and live streams end: if
 * someone signed up with the address before operators were refused at sign-up, their password
 * opens nothing. Another account waiting to move to the address waits no more.
 */
export async function addOperator(ctx: AppContext, email: string): Promise<'created' | 'reset'> {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await users.withdrawPendingEmail(tx, email);
    let user = await users.findByEmail(tx, email);
    let made: 'created' | 'reset' = 'reset';
    if (user) {
      const version = await users.changePassword(tx, user.id, unusable);
      await endAccessBeyondSessions(tx, user.id, version!);
    } else {
      made = 'created';
      user = await users.insert(tx, {
        email,
        passwordHash: unusable,
        firstName: 'Operator',
        lastName: '',
        createdAt: now,
      });
    }
    await resets.retireResets(tx, user.id, now);
    const { token, hash } = randomToken();
    await resets.insertReset(tx, {
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + INVITE_LINK_MS),
    });
    await enqueueMail(tx, operatorInviteMail(ctx, user, token));
    return made;
  });
}
