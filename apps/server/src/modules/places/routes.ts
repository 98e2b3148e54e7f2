import { z } from 'zod';
import { place, placesQuery } from '@timeapp/domain/businesses';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { searchPlaces } from './service.ts';

export const placeRoutes: RoutesPlugin = async (app, { ctx }) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary:
          'Address autocomplete: New Zealand first, plus places where businesses are registered',
        querystring: placesQuery,
        response: { 200: envelope(z.array(place)), 400: errorBody },
      },
    },
    async (request) => ok(await searchPlaces(ctx, request.actor, request.query.q), messages.ok),
  );
};
