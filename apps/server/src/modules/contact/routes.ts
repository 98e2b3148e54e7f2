import { errorBody, okBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { contactBody } from '@timeapp/domain/users';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { sendContactMessage } from './service.ts';

export const contactRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.post(
    '/users/contact-timeapp',
    {
      schema: {
        tags: ['contact'],
        summary: 'The contact form: an e-mail to the operator',
        body: contactBody,
        response: { 200: okBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await sendContactMessage(ctx, request.actor, request.body, { ip: request.ip });
      return { code: 200, message: messages.contactSent };
    },
  );
};
