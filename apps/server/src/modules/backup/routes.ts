import type { FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { errorAnswer } from '../../lib/errors.ts';
import { bearerToken, sameSecret } from '../../lib/secrets.ts';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { writeBackup } from './archive.ts';
import { ensureBackupToken } from './token.ts';

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A connection from this machine, not passed on by a proxy: the socket's own addresses (never
 * X-Forwarded-For, whatever TRUST_PROXY says), and no proxy's header at all, since a proxy on
 * this machine connects from loopback too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.raw.socket;
  if (!remoteAddress) return false;
  if (request.headers['x-forwarded-for'] !== undefined) return false;
  return loopback.test(remoteAddress) || remoteAddress === localAddress;
}

/**
 * POST /internal/backup: the running server's copy of the embedded database and the uploads,
 * for `npm run backup` (docs/decisions/050-backups.md). Only with the embedded database (on
 * PostgreSQL pgbackrest backs up), only from this machine, only with DATA_DIR's backup token.
 */
export const backupRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const database = ctx.database;
  if (!database.dumpDataDir) return;
  const token = ensureBackupToken(ctx.config.dataDir);
  const source = { dumpDataDir: () => database.dumpDataDir!() };

  app.post('/internal/backup', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) || !sameSecret(bearerToken(request.headers.authorization), token))
      return reply.code(403).send(errorAnswer(403, messages.forbidden));
    const out = new PassThrough();
    const started = Date.now();
    writeBackup(source, ctx.uploadsDir, out).then(
      (manifest) =>
        ctx.log?.info({ uploads: manifest.uploads, ms: Date.now() - started }, 'backup sent'),
      (error: unknown) => ctx.log?.error({ err: error }, 'backup failed'),
    );
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(out);
  });
};
