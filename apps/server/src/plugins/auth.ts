import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@timeapp/domain/messages';
import type { Actor } from '../lib/actor.ts';
import { errorAnswer } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../lib/tokens.ts';
import { findSessionState } from '../modules/users/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /**
     * The route's own query reads the caller's token version, and its service compares it
     * (`confirmSession`): one round trip fewer on the busiest signed-in routes.
     */
    sessionInQuery?: boolean;
  }
}

// Reads the bearer token on every request. A missing or bad token makes the caller anonymous;
// services decide whether anonymous is enough (requireUser answers 401 when it is not).
// A well-signed token still needs its account to exist, with the token version it was signed
// with: a removed account, or a password changed or reset since, ends the session. One
// primary-key read per authenticated request (a fraction of a millisecond: see operations.md).
// A `sessionInQuery` route (a booking, a list) has that read done by its own query instead: the
// actor carries the version to compare, and no answer leaves before the comparison is made; if
// the service did not make it (an error, an empty list), it is made here, once, and a stale
// token's answer becomes the 401 it would have had.
async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService; db: Db }) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await opts.tokens.verify(header.slice(7).trim());
    // Only this server signs tokens, but a subject that is not a uuid must never reach SQL.
    if (!claims || !isUuid(claims.userId)) return;
    if (request.routeOptions.config.sessionInQuery) {
      request.actor = {
        userId: claims.userId,
        verified: claims.verified,
        session: { version: claims.version, confirmed: false },
        address: request.ip,
      };
      return;
    }
    const state = await findSessionState(opts.db, claims.userId);
    if (state?.tokenVersion !== claims.version) return;
    request.actor = { userId: claims.userId, verified: claims.verified, address: request.ip };
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor?.session || actor.session.confirmed) return payload;
    const state = await findSessionState(opts.db, actor.userId);
    if (state?.tokenVersion === actor.session.version) {
      actor.session.confirmed = true;
      return payload;
    }
    reply.code(401);
    return errorAnswer(401, messages.unauthorized);
  });
}

export default fp(authPlugin, { name: 'auth' });
