import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import {
  acceptedInvitation,
  acceptInvitationBody,
  staffInvitation,
  staffMembership,
} from '@timeapp/domain/staff';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { staffService } from './service.ts';

// Staff sign-in (docs/product-rules.md 9.8): the invitation and the caller's teams (a member's
// own day is the appointments module's GET /staff/appointments).
const tags = ['staff'];
const security = [{ bearer: [] }];
const signedInErrors = { 401: errorBody, 403: errorBody };

export const staffRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const staff = staffService(ctx);

  app.get(
    '/staff/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Whom an invitation link invites (anyone holding the link)',
        params: z.object({ token: z.string().max(128) }),
        response: { 200: envelope(staffInvitation), 400: errorBody },
      },
    },
    async (request) => ok(await staff.invitation(request.params.token)),
  );

  app.post(
    '/staff/invitations/accept',
    {
      schema: {
        tags,
        summary:
          'Accept: signed in as the invited address, or making its account (name and password)',
        body: acceptInvitationBody,
        response: {
          200: envelope(acceptedInvitation),
          400: errorBody,
          ...signedInErrors,
          409: errorBody,
        },
      },
    },
    async (request) =>
      ok(await staff.accept(request.actor, request.body), messages.invitationAccepted),
  );

  app.get(
    '/staff',
    {
      schema: {
        security,
        tags,
        summary: "The caller's teams",
        response: { 200: envelope(z.array(staffMembership)), ...signedInErrors },
      },
    },
    async (request) => ok(await staff.memberships(request.actor)),
  );
};
