import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { updateUserBody, userProfile } from '@timeapp/domain/users';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import * as users from './service.ts';

export const userRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's own profile",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelope(userProfile), 401: errorBody, 403: errorBody },
      },
    },
    async (request) =>
      ok(await users.getProfile(ctx, request.actor, request.params.id), messages.ok),
  );

  app.put(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit own profile; `favorite` adds and `unfavorite` removes a business',
        security: [{ bearer: [] }],
        body: updateUserBody,
        response: {
          200: envelope(userProfile),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) =>
      ok(await users.updateProfile(ctx, request.actor, request.body), messages.profileUpdated),
  );
};
