import { z } from 'zod';
import { errorBody } from '@timeapp/domain/common';
import { eventsQuery, liveEvent, parseWatch } from '@timeapp/domain/events';
import type { AppContext } from '../../lib/context.ts';
import { confirmSession, requireVerified } from '../../lib/actor.ts';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { findSessionState } from '../users/repository.ts';
import { eventHub } from './hub.ts';

const lastEventIdHeader = z.object({
  // What the client last received; anything but a positive whole number is ignored.
  'last-event-id': z.string().max(20).optional(),
});

const toEventId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

export const eventRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const hub = eventHub(ctx);
  app.get(
    '/events',
    {
      // The stream keeps the token version it was opened with, so a password change ends it
      // (hub.ts): this route reads the version itself rather than in the auth hook.
      config: { sessionInQuery: true },
      schema: {
        tags: ['live'],
        produces: ['text/event-stream'],
        security: [{ bearer: [] }],
        description:
          'Server-sent events (text/event-stream) for one signed-in tab: appointment events ' +
          "about the caller's own appointments and every business the caller owns, and " +
          '`slots.changed` for the section days named in `watch`. Read it with fetch and the ' +
          'Authorization header; reconnect with Last-Event-ID to replay what was missed. Each ' +
          "event's data is JSON: see the LiveEvent schema in docs/live-events.md.",
        querystring: eventsQuery,
        headers: lastEventIdHeader,
        response: {
          // Documents the JSON of each event's `data:` line; the answer itself is a stream.
          200: liveEvent,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const me = requireVerified(request.actor);
      const tokenVersion = (await findSessionState(ctx.db, me.userId))?.tokenVersion;
      confirmSession(me, tokenVersion);
      await hub.open(reply, {
        userId: me.userId,
        tokenVersion: tokenVersion!,
        watch: parseWatch(request.query.watch ?? '') ?? [],
        lastEventId: toEventId(request.headers['last-event-id']),
      });
    },
  );
};
