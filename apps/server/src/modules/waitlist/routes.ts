import { z } from 'zod';
import { waitlistBody, waitlistEntry } from '@timeapp/domain/appointments';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { serviceTexts } from '@timeapp/domain/service-texts';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { waitlistService } from './service.ts';

// Malformed ids are answered 404 by the service.
const sectionParams = z.object({ id: z.string().max(64), sectionId: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const waitlistRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = waitlistService(ctx);
  const tags = ['waitlist'];
  const security = [{ bearer: [] }];

  app.post(
    '/business/:id/section/:sectionId/waitlist',
    {
      schema: {
        tags,
        security,
        description:
          "A verified customer asks to be told when a place frees in a full slot ('Tell me when a place frees'), or in a section with services when a time frees for a service on a day (`serviceId`, and `memberId` or anyone; no `appointmentTime`). 409 when the slot has a free place (the service a free time that day), the caller holds one there, or is already waiting; 400 when the day is not bookable.",
        params: sectionParams,
        body: waitlistBody,
        response: { 201: envelope(waitlistEntry), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.join(
        request.actor,
        request.params.id,
        request.params.sectionId,
        request.body,
      );
      const joined = data.service ? serviceTexts.waitlistJoinedDay : messages.waitlistJoined;
      return reply.code(201).send(ok(data, joined, 201));
    },
  );

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        security,
        description:
          "The caller's waitlist entries still ahead: full slots, and services on a day (naming the service and the member, or anyone).",
        response: { 200: envelope(z.array(waitlistEntry)), ...errors },
      },
    },
    async (request) => ok(await service.listMine(request.actor)),
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags,
        security,
        description: 'The customer leaves the waitlist.',
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.leave(request.actor, request.params.id);
      return ok(null, messages.waitlistLeft);
    },
  );
};
