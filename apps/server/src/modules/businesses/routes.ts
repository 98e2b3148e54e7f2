import { z } from 'zod';
import {
  availabilityQuery,
  business,
  businessSummary,
  createBusinessBody,
  daySlots,
  searchQuery,
  sectionAvailability,
  slotsQuery,
  slugParams,
} from '@timeapp/domain/businesses';
import { updateBusinessWithPolicy } from '@timeapp/domain/cancellation-policy-schema';
import { auditEntry } from '@timeapp/domain/audit';
import { envelope, errorBody } from '@timeapp/domain/common';
import { operatorListQuery, operatorPage } from '@timeapp/domain/operator';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { businessService } from './service.ts';

const tags = ['business'];
// Malformed ids are checked by the service and answer 404, never a 500 from a uuid cast.
const idParams = z.object({ id: z.string().max(64) });
const sectionParams = idParams.extend({ sectionId: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const businessRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = businessService(ctx);

  app.get(
    '/business/categories',
    { schema: { tags, response: { 200: envelope(z.record(z.string(), z.string())) } } },
    async () => ok(service.categories()),
  );

  app.post(
    '/business',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        body: createBusinessBody,
        response: { 201: envelope(business), 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.actor, request.body);
      return reply.code(201).send(ok(data, messages.businessCreated, 201));
    },
  );

  app.get(
    '/business',
    {
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: envelope(z.array(businessSummary)), 400: errorBody },
      },
    },
    async (request) => ok(await service.search(request.actor, request.query)),
  );

  app.get(
    '/business/favorite',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        response: { 200: envelope(z.array(businessSummary)), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ok(await service.favorites(request.actor)),
  );

  app.get(
    '/business/slug/:slug',
    {
      schema: {
        tags,
        summary: "A public business by its page's slug, current or from before a rename",
        params: slugParams,
        response: { 200: envelope(business), 404: errorBody },
      },
    },
    async (request) => ok(await service.bySlug(request.actor, request.params.slug)),
  );

  app.get(
    '/business/:id',
    { schema: { tags, params: idParams, response: { 200: envelope(business), 404: errorBody } } },
    async (request) => ok(await service.get(request.actor, request.params.id)),
  );

  app.put(
    '/business/:id',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        params: idParams,
        body: updateBusinessWithPolicy,
        // 409: a section's deposit before the business takes payments (decision 056).
        response: { 200: envelope(business), ...errors, 409: errorBody },
      },
    },
    async (request) =>
      ok(
        await service.update(request.actor, request.params.id, request.body),
        messages.businessSaved,
      ),
  );

  app.get(
    '/business/:id/section/:sectionId/slots',
    {
      schema: {
        tags,
        params: sectionParams,
        querystring: slotsQuery,
        response: { 200: envelope(daySlots), 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      ok(
        await service.slots(
          request.actor,
          request.params.id,
          request.params.sectionId,
          request.query.date,
        ),
      ),
  );

  app.get(
    '/business/:id/section/:sectionId/availability',
    {
      schema: {
        tags,
        params: sectionParams,
        querystring: availabilityQuery,
        response: { 200: envelope(sectionAvailability), 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      ok(
        await service.availability(
          request.actor,
          request.params.id,
          request.params.sectionId,
          request.query,
        ),
      ),
  );

  app.get(
    '/business/:id/audit',
    {
      schema: {
        security: [{ bearer: [] }],
        tags,
        summary: "The business's changes, newest first (its owner; decision 047)",
        params: idParams,
        querystring: operatorListQuery,
        response: { 200: operatorPage(auditEntry), ...errors },
      },
    },
    async (request) => {
      const { items, next } = await service.audit(request.actor, request.params.id, request.query);
      return { ...ok(items), next };
    },
  );
};
