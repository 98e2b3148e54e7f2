import { z } from 'zod';
import { auditEntry } from '@timeapp/domain/audit';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  bugReport,
  bugReportBody,
  contactMessage,
  operatorBusiness,
  operatorListQuery,
  operatorPage,
  type OperatorPage,
  paidThroughBody,
  verdictBody,
} from '@timeapp/domain/operator';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { operatorService } from './service.ts';

const tags = ['operator'];
const idParams = z.object({ id: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const errors429 = { ...errors, 429: errorBody };
/** A page of a console list: the items in `data`, the next page's cursor beside them. */
const pageAnswer = <T>({ items, next }: OperatorPage<T>) => ({ ...ok(items), next });

export const operatorRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = operatorService(ctx);

  app.post(
    '/bug-report',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        body: bugReportBody,
        response: { 201: envelope(z.object({ _id: z.string() })), ...errors429 },
      },
    },
    async (request, reply) => {
      const data = await service.reportBug(request.actor, request.body);
      return reply.code(201).send(ok(data, messages.bugReportSent, 201));
    },
  );

  app.get(
    '/operator/bug-reports',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        querystring: operatorListQuery,
        response: { 200: operatorPage(bugReport), ...errors },
      },
    },
    async (request) => pageAnswer(await service.bugReports(request.actor, request.query)),
  );

  app.post(
    '/operator/bug-reports/:id/verdict',
    {
      schema: {
        security: [{ bearer: [] }],
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
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        querystring: operatorListQuery,
        response: { 200: operatorPage(operatorBusiness), ...errors },
      },
    },
    async (request) => pageAnswer(await service.businesses(request.actor, request.query)),
  );

  app.put(
    '/operator/businesses/:id/paid-through',
    {
      schema: {
        security: [{ bearer: [] }],
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
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        querystring: operatorListQuery,
        response: { 200: operatorPage(contactMessage), ...errors },
      },
    },
    async (request) => pageAnswer(await service.contactMessages(request.actor, request.query)),
  );

  app.post(
    '/operator/contact-messages/:id/handled',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.markContactHandled(request.actor, request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/operator/audit',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        summary: 'Every change and operator action, newest first (decision 047)',
        querystring: operatorListQuery,
        response: { 200: operatorPage(auditEntry), ...errors },
      },
    },
    async (request) => pageAnswer(await service.audit(request.actor, request.query)),
  );
};
