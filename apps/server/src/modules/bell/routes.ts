import { bellSeenBody, bellState } from '@timeapp/domain/appointments';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { bellService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export const bellRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = bellService(ctx);
  const tags = ['users'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/me/bell',
    {
      schema: {
        tags,
        security,
        summary: "The caller's bell: appointments the business changed since it was last opened",
        response: { 200: envelope(bellState), ...errors },
      },
    },
    async (request) => ok(await service.get(request.actor), messages.ok),
  );

  app.put(
    '/users/me/bell',
    {
      schema: {
        tags,
        security,
        summary: 'The caller opened the bell: what changed until now counts as seen',
        body: bellSeenBody,
        response: { 200: envelope(bellState), ...errors },
      },
    },
    async (request) => ok(await service.markSeen(request.actor), messages.ok),
  );
};
