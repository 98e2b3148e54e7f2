import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import type { TokenService } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

// Reads the bearer token on every request. A missing or bad token makes the caller anonymous;
// services decide whether anonymous is enough (requireUser answers 401 when it is not).
async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService }) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.actor = await opts.tokens.verify(header.slice(7).trim());
  });
}

export default fp(authPlugin, { name: 'auth' });
