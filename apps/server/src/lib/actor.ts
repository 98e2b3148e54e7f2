import { messages } from '@timeapp/domain/messages';
import { forbidden, unauthorized } from './errors.ts';

/** Who is asking, from a valid bearer token; null for anonymous callers. */
export type Actor = { userId: string; verified: boolean } | null;
export type SignedIn = NonNullable<Actor>;

/** First line of every service method that needs a signed-in caller. */
export function requireUser(actor: Actor): SignedIn {
  if (!actor) throw unauthorized();
  return actor;
}

/** A token issued before e-mail verification may only create a business and read categories. */
export function requireVerified(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!user.verified) throw forbidden(messages.loginUnverified);
  return user;
}
