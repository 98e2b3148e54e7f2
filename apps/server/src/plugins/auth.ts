import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import { isUuid } from '../lib/ids.ts';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../lib/tokens.ts';
import { findSessionState } from '../modules/users/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

// Reads the bearer token on every request. A missing or bad token makes the caller anonymous;
// services decide whether anonymous is enough (requireUser answers 401 when it is not).
// A well-signed token still needs its account to exist, with the token version it was signed
// with: a removed account, or a password changed or reset since, ends the session. One
// primary-key read per authenticated request (a fraction of a millisecond: see operations.md).
async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService; db: Db }) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await opts.tokens.verify(header.slice(7).trim());
    // Only this server signs tokens, but a subject that is not a uuid must never reach SQL.
    if (!claims || !isUuid(claims.userId)) return;
    const state = await findSessionState(opts.db, claims.userId);
    if (state?.tokenVersion !== claims.version) return;
    request.actor = { userId: claims.userId, verified: claims.verified };
  });
}

export default fp(authPlugin, { name: 'auth' });
