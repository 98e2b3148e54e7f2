import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { incomingTextBody, textStatusBody, textsMonthAnswer } from '@timeapp/domain/sms';
import { smsTexts } from '@timeapp/domain/sms-texts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { recordDelivery } from '../texts/repository.ts';
import { receiveReply } from './replies.ts';
import { textsThisMonth } from './month.ts';

const tags = ['texts'];
/** An empty TwiML answer: nothing more to send in reply (answers go through the outbox). */
const TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const webhookAnswers = {
  200: z.string().describe('text/xml'),
  400: errorBody,
  403: errorBody,
  404: errorBody,
};

/**
 * Twilio's webhooks (docs/decisions/054-texts.md) and the owner's count. Each webhook is
 * refused (403, nothing changed) unless the SDK's own check of X-Twilio-Signature passes for
 * the public URL Twilio called and every field it sent.
 */
export const textRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  /** The signature check; 404 on a server that sends no texts through Twilio. */
  async function checkSignature(request: FastifyRequest, path: string) {
    const twilio = ctx.config.twilio;
    if (!twilio) throw notFound(smsTexts.notSetUp);
    const signature = request.headers['x-twilio-signature'];
    const { validateRequest } = (await import('twilio')).default;
    const params = request.body as Record<string, string>;
    const url = `${ctx.config.publicUrl}/api/v1.1${path}`;
    if (typeof signature !== 'string' || !validateRequest(twilio.authToken, signature, url, params))
      throw forbidden(smsTexts.badSignature);
  }

  // Twilio posts its fields form-encoded; only these routes read that.
  await app.register(async (plugin) => {
    const hook = plugin.withTypeProvider<ZodTypeProvider>();
    hook.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    hook.post(
      '/texts/incoming',
      {
        schema: {
          tags,
          description:
            "Twilio's webhook for a customer's reply: Y confirms, C cancels ('Cancelled by text'), STOP and START; signed with X-Twilio-Signature",
          body: incomingTextBody,
          response: webhookAnswers,
        },
      },
      async (request, reply) => {
        await checkSignature(request, '/texts/incoming');
        const { MessageSid, From, Body } = request.body;
        await receiveReply(ctx, { providerId: MessageSid, from: From, body: Body });
        return reply.type('text/xml').send(TWIML);
      },
    );

    hook.post(
      '/texts/status',
      {
        schema: {
          tags,
          description: "Twilio's delivery report of a text sent; signed with X-Twilio-Signature",
          body: textStatusBody,
          response: webhookAnswers,
        },
      },
      async (request, reply) => {
        await checkSignature(request, '/texts/status');
        const { MessageSid, MessageStatus, ErrorCode } = request.body;
        await recordDelivery(ctx.db, MessageSid, MessageStatus, ErrorCode);
        return reply.type('text/xml').send(TWIML);
      },
    );
  });

  app.get(
    '/business/:id/texts',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        description: "The owner's count of texts sent to the business's customers this month",
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: envelope(textsMonthAnswer),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ok(await textsThisMonth(ctx, request.actor, request.params.id)),
  );
};
