import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON answers over 1 KB are compressed on the fly when the client accepts it (brotli at
 * @fastify/compress's quality 4, or gzip); smaller ones cost more to compress than they save.
 * The web app's files are compressed once at build time and chosen by the static plugin
 * (plugins/web.ts), so this never recompresses them. COMPRESSION=off leaves both to a proxy.
 */
async function compressionPlugin(app: FastifyInstance, opts: { enabled: boolean }) {
  if (!opts.enabled) return;
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        // A 256 KB window instead of brotli's 4 MB: same output for answers below that, and a
        // 3 KB list compresses in 33 µs instead of 51 (less to allocate per answer).
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
