import { z } from 'zod';
import { billingRedirect } from '@timeapp/domain/billing';
import { envelope, errorBody } from '@timeapp/domain/common';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { billingService } from './service.ts';

const tags = ['billing'];
const idParams = z.object({ id: z.string().max(64) });
const ownerErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

export const billingRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = billingService(ctx);

  app.post(
    '/business/:id/billing/checkout',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        response: { 200: envelope(billingRedirect), ...ownerErrors },
      },
    },
    async (request) => ok(await service.checkout(request.actor, request.params.id)),
  );

  app.post(
    '/business/:id/billing/portal',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        response: { 200: envelope(billingRedirect), ...ownerErrors },
      },
    },
    async (request) => ok(await service.portal(request.actor, request.params.id)),
  );

  // Stripe signs the exact bytes it sends: this route alone keeps the body raw.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/billing/webhook',
      {
        schema: {
          tags,
          response: {
            200: envelope(z.object({ duplicate: z.boolean() })),
            400: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return ok(
          await service.webhook(raw, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  });
};
