import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { requireVerified } from '../../lib/actor.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { requestDeletion } from './deletion.ts';
import { exportUserData } from './export.ts';

// Privacy self-service (DESIGN.md section 12; decision 049): a user downloads everything held
// about them, and deletes their account. Correcting it is the profile's own form (PUT /users).
const tags = ['users'];
const security = [{ bearer: [] }];

export const privacyRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/users/me/export',
    {
      schema: {
        tags,
        security,
        summary: 'Everything held about the caller (in `data`: the screen saves it as a JSON file)',
        response: {
          200: envelope(z.record(z.string(), z.unknown())),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const me = requireVerified(request.actor);
      const now = ctx.now();
      const data = await exportUserData(ctx.db, me.userId, now);
      const day = now.toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="timeapp-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return ok(data);
    },
  );

  app.post(
    '/users/me/deletion',
    {
      schema: {
        tags,
        security,
        summary: "Delete the caller's account: final after 14 days, kept by signing in before then",
        body: z.object({ password: z.string().min(1).max(200) }),
        response: {
          200: envelope(z.object({ lastDay: z.string() })),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { lastDay, message } = await requestDeletion(ctx, request.actor, request.body);
      return ok({ lastDay }, message);
    },
  );
};
