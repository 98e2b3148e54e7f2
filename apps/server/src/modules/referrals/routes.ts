import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { referralResult, referralStatus } from '@timeapp/domain/ratings';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { referralService } from './service.ts';

export const referralRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = referralService(ctx);

  app.get(
    '/business/:id/referral',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['business'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelope(referralStatus), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ok(await service.status(request.actor, request.params.id)),
  );

  app.post(
    '/business/:id/referral',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['business'],
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: envelope(referralResult),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ok(await service.refer(request.actor, request.params.id), messages.referred),
  );
};
