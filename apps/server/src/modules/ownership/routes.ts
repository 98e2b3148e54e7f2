import { z } from 'zod';
import { accountTexts } from '@timeapp/domain/account-texts';
import {
  acceptedHandover,
  acceptHandoverBody,
  closeBusinessBody,
  closedBusiness,
  handoverInvitation,
  handoverOffer,
  offerHandoverBody,
} from '@timeapp/domain/business-closing';
import { envelope, errorBody, okBody } from '@timeapp/domain/common';
import { done, ok, type RoutesPlugin } from '../../lib/routes.ts';
import { closeBusiness } from './close.ts';
import { handoverService } from './handover.ts';

// Closing a business, or handing it over to another account (DESIGN.md section 12; decision
// 051): what an owner does before they can delete their own account.
const tags = ['business'];
const security = [{ bearer: [] }];
// Malformed ids are checked by the service and answer 404, never a 500 from a uuid cast.
const idParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(128) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const ownershipRoutes: RoutesPlugin = async (app, { ctx }) => {
  const handover = handoverService(ctx);

  app.post(
    '/business/:id/closing',
    {
      schema: {
        tags,
        security,
        summary:
          'Close the business (its owner, with their password): upcoming appointments cancelled, gone from search and booking',
        params: idParams,
        body: closeBusinessBody,
        response: { 200: envelope(closedBusiness), ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const closed = await closeBusiness(ctx, request.actor, request.params.id, request.body);
      return ok(closed, accountTexts.businessClosedDone(closed.cancelled));
    },
  );

  app.get(
    '/business/:id/handover',
    {
      schema: {
        tags,
        security,
        summary: "The business's open offer to another account (its owner), or null",
        params: idParams,
        response: { 200: envelope(handoverOffer), ...errors },
      },
    },
    async (request) => ok(await handover.current(request.actor, request.params.id)),
  );

  app.post(
    '/business/:id/handover',
    {
      schema: {
        tags,
        security,
        summary:
          'Offer the business to the account with this address (its owner, with their password)',
        params: idParams,
        body: offerHandoverBody,
        response: { 200: okBody, ...errors, 409: errorBody },
      },
    },
    async (request) => done(await handover.offer(request.actor, request.params.id, request.body)),
  );

  app.delete(
    '/business/:id/handover',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw the open offer (its owner)',
        params: idParams,
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      await handover.withdraw(request.actor, request.params.id);
      return done(accountTexts.handoverWithdrawn);
    },
  );

  app.get(
    '/business/handovers/:token',
    {
      schema: {
        tags,
        security,
        summary: 'An offer, as the account it is made to reads it before accepting',
        params: tokenParams,
        response: {
          200: envelope(handoverInvitation),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => ok(await handover.invitation(request.actor, request.params.token)),
  );

  app.post(
    '/business/handovers/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Take the business offered (the account it is made to): it becomes theirs',
        body: acceptHandoverBody,
        response: {
          200: envelope(acceptedHandover),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const taken = await handover.accept(request.actor, request.body.token);
      return ok(taken, accountTexts.handoverAccepted(taken.businessName));
    },
  );
};
