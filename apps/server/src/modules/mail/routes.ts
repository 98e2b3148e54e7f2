import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { listMailbox } from './service.ts';

const mailboxEntry = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});

export const mailRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The dev mailbox (development only): the newest 50 e-mails',
        response: { 200: envelope(z.array(mailboxEntry)), 404: errorBody },
      },
    },
    async (request) => ok(await listMailbox(ctx, request.actor), messages.ok),
  );
};
