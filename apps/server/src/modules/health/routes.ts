import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import type { AppContext } from '../../lib/context.ts';
import { ping } from '../../db/client.ts';
import { errorAnswer } from '../../lib/errors.ts';
import type { RoutesPlugin } from '../../lib/routes.ts';

export const healthRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: envelope(z.object({ db: z.literal('ok') })), 503: errorBody },
      },
    },
    async (_request, reply) => {
      const ok = await ping(ctx.db).catch(() => false);
      if (!ok) return reply.code(503).send(errorAnswer(503, 'Database unavailable'));
      return { code: 200, message: 'OK', data: { db: 'ok' as const } };
    },
  );
};
