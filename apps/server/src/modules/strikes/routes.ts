import { z } from 'zod';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { envelope, errorBody } from '@timeapp/domain/common';
import { customerStrikes } from '@timeapp/domain/strikes';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { strikeService } from './service.ts';

// A customer's strikes at a business, for its owner (docs/decisions/055). Malformed ids are
// checked by the service and answer 404, never a 500 from a uuid cast.
const tags = ['business'];
const security = [{ bearer: [] }];
const customerParams = z.object({ id: z.string().max(64), userId: z.string().max(64) });
const strikeParams = z.object({ id: z.string().max(64), strikeId: z.string().max(64) });

export const strikeRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = strikeService(ctx);

  app.get(
    '/business/:id/customers/:userId/strikes',
    {
      schema: {
        security,
        tags,
        summary: "A customer's strikes at the business, newest first (its owner)",
        params: customerParams,
        response: {
          200: envelope(customerStrikes),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) =>
      ok(await service.forCustomer(request.actor, request.params.id, request.params.userId)),
  );

  app.post(
    '/business/:id/strikes/:strikeId/forgive',
    {
      schema: {
        security,
        tags,
        summary: 'Forgive a strike: it no longer counts (its owner; audited)',
        params: strikeParams,
        response: {
          200: envelope(customerStrikes),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) =>
      ok(
        await service.forgive(request.actor, request.params.id, request.params.strikeId),
        cancellationTexts.forgiveDone,
      ),
  );
};
