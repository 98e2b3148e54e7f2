import multipart from '@fastify/multipart';
import { z } from 'zod';
import { envelope, errorBody } from '@timeapp/domain/common';
import { messages } from '@timeapp/domain/messages';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { errorAnswer } from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES, storeImage } from './service.ts';
import { IMAGE_NAME, imageStoreFor } from './store.ts';

export const imageRoutes: RoutesPlugin = async (app, { ctx }) => {
  // Registered here, so only this plugin's routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/image/upload',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload an image (png, jpeg or webp, at most 5 MB); answers its URL',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: envelope(z.object({ url: z.string() })),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await storeImage(ctx, request.actor, async () => {
        if (!request.isMultipart()) return undefined;
        const file = await request.file();
        // Over the limit, toBuffer throws a 413, which the error handler answers with messages.tooLarge.
        return file ? await file.toBuffer() : undefined;
      });
      return reply.code(201).send({ code: 201, message: messages.ok, data: image });
    },
  );
};

/**
 * GET /uploads/:name: an uploaded image, from the store every process shares. A name is a hash
 * of the bytes, so the answer never changes: cached for a year, immutable.
 */
export const uploadedImageRoutes: RoutesPlugin = async (app, { ctx }) => {
  const store = imageStoreFor(ctx);
  app.get(
    '/uploads/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = IMAGE_NAME.test(name) ? await store.get(name) : null;
      if (!bytes) return reply.code(404).send(errorAnswer(404, messages.notFound));
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
