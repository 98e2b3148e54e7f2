import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `localhost` and `127.0.0.1` are two origins to a browser: a session started on one is
 * invisible on the other, so a user who opens the e-mailed link on one and signed in on the
 * other is signed out. When PUBLIC_URL is a loopback address (the development default), pages
 * asked for under another loopback name on the same port are redirected to PUBLIC_URL's.
 * Files (scripts, images, anything with an extension), the API, probes and real host names
 * are left alone: only a page holds a session, and real names are a proxy's business.
 */
async function canonicalOrigin(app: FastifyInstance, opts: { publicUrl: string }) {
  const canonical = new URL(opts.publicUrl);
  if (!loopbackNames.has(canonical.hostname)) return;
  const port = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      host &&
      host !== canonical.host &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/health') &&
      !request.url.startsWith('/metrics') &&
      !path.extname(request.url.split('?', 1)[0]!)
    ) {
      const asked = URL.canParse(`http://${host}`) ? new URL(`http://${host}`) : null;
      if (asked && loopbackNames.has(asked.hostname) && (asked.port || '80') === port) {
        void reply.redirect(`${canonical.origin}${request.url}`, 308);
        return;
      }
    }
    done();
  });
}

export default fp(canonicalOrigin, { name: 'canonical-origin' });
