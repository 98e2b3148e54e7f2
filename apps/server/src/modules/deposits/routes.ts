import { z } from 'zod';
import { appointment } from '@timeapp/domain/appointments';
import { envelope, errorBody } from '@timeapp/domain/common';
import { depositsAccount } from '@timeapp/domain/deposits';
import { depositRuleTexts } from '@timeapp/domain/deposit-rule-texts';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { depositsService } from './service.ts';
import { depositWebhook } from './webhook.ts';

const tags = ['deposits'];
const idParams = z.object({ id: z.string().max(64) });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Deposits (decision 056): the owner's Stripe account, a refund, and Stripe's Connect webhook. */
export const depositRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = depositsService(ctx);

  app.get(
    '/business/:id/deposits',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        response: { 200: envelope(depositsAccount), ...errors },
      },
    },
    async (request) => ok(await service.account(request.actor, request.params.id)),
  );

  app.post(
    '/business/:id/deposits/connect',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        response: { 200: envelope(z.object({ url: z.string() })), ...errors },
      },
    },
    async (request) => ok(await service.connect(request.actor, request.params.id)),
  );

  app.post(
    '/appointment/:id/deposit/refund',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['appointments', ...tags],
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.refund(request.actor, { id: request.params.id }),
        depositRuleTexts.refundAsked,
      ),
  );

  // Stripe signs the exact bytes it sends: this route alone keeps the body raw.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/deposits/webhook',
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
          await depositWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  });
};
