import { z } from 'zod';
import { envelope, errorBody, okBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  member,
  memberBody,
  memberUpdate,
  service,
  serviceAvailability,
  serviceAvailabilityQuery,
  serviceBody,
  serviceUpdate,
} from '@timeapp/domain/team';
import type { AppContext } from '../../lib/context.ts';
import { done, ok, type RoutesPlugin } from '../../lib/routes.ts';
import { freeTimes } from './availability.ts';
import { teamService } from './service.ts';

// The HTTP contract of DESIGN.md section 10 (docs/product-rules.md 9).
const tags = ['team'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const memberParams = idParams.extend({ memberId: z.string().max(64) });
const serviceParams = idParams.extend({ serviceId: z.string().max(64) });
const ownerErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const teamRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const team = teamService(ctx);

  app.get(
    '/business/:id/team',
    {
      schema: {
        tags,
        summary: "A business's team in team order (the invitation address only to its owner)",
        params: idParams,
        response: { 200: envelope(z.array(member)), 404: errorBody },
      },
    },
    async (request) => ok(await team.team(request.actor, request.params.id)),
  );

  app.post(
    '/business/:id/team',
    {
      schema: {
        security,
        tags,
        params: idParams,
        body: memberBody,
        response: { 201: envelope(member), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const data = await team.addMember(request.actor, request.params.id, request.body);
      return reply.code(201).send(ok(data, messages.memberAdded, 201));
    },
  );

  app.put(
    '/business/:id/team/:memberId',
    {
      schema: {
        security,
        tags,
        params: memberParams,
        body: memberUpdate,
        response: { 200: envelope(member), ...ownerErrors },
      },
    },
    async (request) =>
      ok(
        await team.updateMember(
          request.actor,
          request.params.id,
          request.params.memberId,
          request.body,
        ),
        messages.memberUpdated,
      ),
  );

  app.delete(
    '/business/:id/team/:memberId',
    {
      schema: {
        security,
        tags,
        summary: 'Refused (409) while the member holds future Waiting or Approved appointments',
        params: memberParams,
        response: { 200: okBody, ...ownerErrors, 409: errorBody },
      },
    },
    async (request) => {
      await team.removeMember(request.actor, request.params.id, request.params.memberId);
      return done(messages.memberRemoved);
    },
  );

  app.post(
    '/business/:id/team/:memberId/invitation',
    {
      schema: {
        security,
        tags,
        summary: "A new staff invitation to the member's address (docs/product-rules.md 9.8)",
        params: memberParams,
        response: { 200: okBody, ...ownerErrors },
      },
    },
    async (request) => {
      await team.inviteAgain(request.actor, request.params.id, request.params.memberId);
      return done(messages.invitationSent);
    },
  );

  app.get(
    '/business/:id/services',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(z.array(service)), 404: errorBody },
      },
    },
    async (request) => ok(await team.services(request.params.id)),
  );

  app.post(
    '/business/:id/services',
    {
      schema: {
        security,
        tags,
        params: idParams,
        body: serviceBody,
        // 409: a deposit before the business takes payments (decision 056).
        response: { 201: envelope(service), ...ownerErrors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const data = await team.addService(request.actor, request.params.id, request.body);
      return reply.code(201).send(ok(data, messages.serviceAdded, 201));
    },
  );

  app.put(
    '/business/:id/services/:serviceId',
    {
      schema: {
        security,
        tags,
        params: serviceParams,
        body: serviceUpdate,
        response: { 200: envelope(service), ...ownerErrors, 409: errorBody },
      },
    },
    async (request) =>
      ok(
        await team.updateService(
          request.actor,
          request.params.id,
          request.params.serviceId,
          request.body,
        ),
        messages.serviceUpdated,
      ),
  );

  app.delete(
    '/business/:id/services/:serviceId',
    {
      schema: {
        security,
        tags,
        params: serviceParams,
        response: { 200: okBody, ...ownerErrors },
      },
    },
    async (request) => {
      await team.removeService(request.actor, request.params.id, request.params.serviceId);
      return done(messages.serviceRemoved);
    },
  );

  app.get(
    '/business/:id/services/:serviceId/availability',
    {
      schema: {
        tags,
        summary: 'Free start times of a service, per day, with who is free at each',
        params: serviceParams,
        querystring: serviceAvailabilityQuery,
        response: { 200: envelope(serviceAvailability), 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      ok(await freeTimes(ctx, request.params.id, request.params.serviceId, request.query)),
  );
};
