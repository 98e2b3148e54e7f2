import { messages } from '@timeapp/domain/messages';
import { forbidden, unauthorized } from './errors.ts';

/**
 * Who is asking, from a valid bearer token; null for anonymous callers. `session` is set on
 * routes that read the caller's token version in their own query (plugins/auth.ts,
 * `sessionInQuery`) until `confirmSession` has compared it.
 */
export type Actor = {
  userId: string;
  verified: boolean;
  session?: { version: number; confirmed: boolean };
  /** The address the request came from (request.ip: the proxy's client address behind one). */
  address?: string;
} | null;
export type SignedIn = NonNullable<Actor>;

/**
 * On a `sessionInQuery` route: the token version the route's query read for the caller
 * (undefined or null: no such account). A token signed with another version ends here with a
 * 401, before anything is written. Elsewhere, a no-op. A route that never calls it is still
 * safe: its answer waits for the check (plugins/auth.ts).
 */
export function confirmSession(me: SignedIn, current: number | null | undefined) {
  if (!me.session || me.session.confirmed) return;
  if (current !== me.session.version) throw unauthorized();
  me.session.confirmed = true;
}

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
