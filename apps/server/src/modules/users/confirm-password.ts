import { messages } from '@timeapp/domain/messages';
import type { Db } from '../../db/client.ts';
import type { SignedIn } from '../../lib/actor.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findById, type UserRow } from './repository.ts';

/**
 * The caller's account, once `password` is its password: what a step that cannot be taken
 * back asks first (deleting the account, closing or handing over a business). 401 when the
 * account is gone, 400 when the password is wrong.
 */
export async function withPassword(db: Db, me: SignedIn, password: string): Promise<UserRow> {
  const user = await findById(db, me.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(password, user.passwordHash)))
    throw badRequest(messages.changeWrongCurrent);
  return user;
}
