import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  bugReport,
  bugReportBody,
  contactMessage,
  operatorAction,
  operatorBusiness,
  paidThroughBody,
  verdictBody,
} from '@timeapp/domain/operator';
import type { AppContext } from '../../context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { operatorService } from './service.ts';

const tags = ['operator'];
const idParams = z.object({ id: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const operatorRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = operatorService(ctx);

  app.post(
    '/bug-report',
    {
      schema: {
        tags,
        body: bugReportBody,
        response: { 201: envelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.reportBug(request.actor, request.body);
      return reply.code(201).send(ok(data, messages.bugReportSent, 201));
    },
  );

  app.get(
    '/operator/bug-reports',
    { schema: { tags, response: { 200: envelope(z.array(bugReport)), ...errors } } },
    async (request) => ok(await service.bugReports(request.actor)),
  );

  app.post(
    '/operator/bug-reports/:id/verdict',
    {
      schema: {
        tags,
        params: idParams,
        body: verdictBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.decide(request.actor, request.params.id, request.body);
      return ok(null);
    },
  );

  app.get(
    '/operator/businesses',
    { schema: { tags, response: { 200: envelope(z.array(operatorBusiness)), ...errors } } },
    async (request) => ok(await service.businesses(request.actor)),
  );

  app.put(
    '/operator/businesses/:id/paid-through',
    {
      schema: {
        tags,
        params: idParams,
        body: paidThroughBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.markPaid(request.actor, request.params.id, request.body.paidThrough);
      return ok(null);
    },
  );

  app.get(
    '/operator/contact-messages',
    { schema: { tags, response: { 200: envelope(z.array(contactMessage)), ...errors } } },
    async (request) => ok(await service.contactMessages(request.actor)),
  );

  app.post(
    '/operator/contact-messages/:id/handled',
    { schema: { tags, params: idParams, response: { 200: envelope(z.null()), ...errors } } },
    async (request) => {
      await service.markContactHandled(request.actor, request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/operator/actions',
    { schema: { tags, response: { 200: envelope(z.array(operatorAction)), ...errors } } },
    async (request) => ok(await service.actions(request.actor)),
  );
};
