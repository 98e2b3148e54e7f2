import { ratingBody } from '@timeapp/domain/appointments';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { ratingResult } from '@timeapp/domain/ratings';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { ratingService } from './service.ts';

export const ratingRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = ratingService(ctx);

  app.post(
    '/rating',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['rating'],
        body: ratingBody,
        response: {
          200: envelope(ratingResult),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ok(await service.rate(request.actor, request.body), messages.rated),
  );
};
