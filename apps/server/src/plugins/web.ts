import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@timeapp/domain/messages';
import { errorAnswer } from '../lib/errors.ts';

// Serves the built web app and its client-side routes, and the uploaded images.
// None of it is logged (logging.ts): a page load fetches dozens of files.
async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string; uploadsDir: string; compression: boolean },
) {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      // One wildcard route: a route per file (wildcard: false) globbed the build at start and
      // added some 800 routes, a tenth of the start-up's CPU. Missing files and client-side
      // pages reach the not-found handler below either way. The wildcard also takes '/', a
      // directory: without an index file it would answer 403 to a client that accepts no
      // compressed copy (or to everyone with COMPRESSION=off).
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts):
      // chosen by Accept-Encoding, with Vary: Accept-Encoding, never compressed per request.
      preCompressed: opts.compression,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh.
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage)
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDist);
    return reply.code(404).send(errorAnswer(404, messages.notFound));
  });
}

export default fp(webPlugin, { name: 'web' });
