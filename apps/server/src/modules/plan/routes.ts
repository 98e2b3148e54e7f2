import { z } from 'zod';
import { planAnswer, referralLink } from '@timeapp/domain/billing';
import { envelope, errorBody } from '@timeapp/domain/common';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { planService } from './service.ts';

export const planRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = planService(ctx);

  app.get(
    '/business/:id/plan',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['business'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelope(planAnswer), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ok(await service.ofBusiness(request.actor, request.params.id)),
  );

  app.get(
    '/referral-link/:code',
    {
      schema: {
        tags: ['business'],
        params: z.object({ code: z.string().max(64) }),
        response: { 200: envelope(referralLink), 404: errorBody },
      },
    },
    async (request) => ok(await service.referralLink(request.params.code)),
  );
};
