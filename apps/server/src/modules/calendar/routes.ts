import { z } from 'zod';
import { envelope, errorBody, okBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { calendarService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const ICS = 'text/calendar; charset=utf-8';

/**
 * Under /api/v1.1: the caller's calendar feed (docs/calendars.md). An appointment's own .ics is
 * an appointment read: appointments/routes.ts.
 */
export const calendarRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = calendarService(ctx);
  const tags = ['calendar'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/calendar-feed',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the caller has a calendar feed (its address is shown only at creation)',
        response: {
          200: envelope(z.object({ exists: z.boolean(), createdAt: z.string().nullable() })),
          ...errors,
        },
      },
    },
    async (request) => ok(await service.feedStatus(request.actor)),
  );

  app.post(
    '/users/calendar-feed',
    {
      schema: {
        tags,
        security,
        summary: 'Creates or renews the calendar feed: a new webcal:// address, the old one ends',
        response: { 201: envelope(z.object({ url: z.string() })), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await service.createFeed(request.actor), messages.calendarFeedCreated, 201)),
  );

  app.delete(
    '/users/calendar-feed',
    {
      schema: {
        tags,
        security,
        summary: 'Revokes the calendar feed: its address stops working',
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      await service.revokeFeed(request.actor);
      return { code: 200, message: messages.calendarFeedRevoked };
    },
  );
};

/** GET /calendar/{token}.ics: the private feed, no sign-in (the token is the key). */
export const calendarFeedRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = calendarService(ctx);
  app.get(
    '/calendar/:file',
    {
      // Its address opens the feed: like every path outside /api/ it gets no request log line
      // (logging.ts), and the route logs nothing below a warning.
      logLevel: 'warn',
      schema: {
        tags: ['calendar'],
        summary: "A user's private calendar feed",
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.string().describe('text/calendar'), 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const content = await service.feed(token, { ip: request.ip });
      return reply.type(ICS).header('cache-control', 'private, max-age=300').send(content);
    },
  );
};
