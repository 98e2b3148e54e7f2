import { z } from 'zod';
import { envelope } from '@timeapp/domain/common';
import type { AppContext } from '../../lib/context.ts';
import { ping } from '../../db/client.ts';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { newestAppliedMigration, newestShippedMigration } from './repository.ts';

/** A health check that hangs is as bad as a failed one: the proxy's check has its own timeout. */
const CHECK_TIMEOUT_MS = 2000;

const readiness = z.object({
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for proxies and orchestrators, outside the versioned API (docs/operations.md):
 * `GET /health` is liveness (the process answers; no database work), `GET /health/ready` is
 * readiness (database reachable, this build's migrations applied, not shutting down).
 */
export const probeRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const shipped = newestShippedMigration();
  let migrated = false;

  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        response: { 200: envelope(z.object({ status: z.literal('alive') })) },
      },
    },
    async () => ({ code: 200, message: 'OK', data: { status: 'alive' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        response: { 200: envelope(readiness), 503: envelope(readiness) },
      },
    },
    async (_request, reply) => {
      const notReady = (data: z.infer<typeof readiness>) =>
        reply.code(503).send({ code: 503, message: 'Not ready', data });
      // Checked first and without the database: the proxy must see it at once.
      if (ctx.lifecycle.shuttingDown)
        return notReady({ database: 'ok', migrations: 'unknown', shuttingDown: true });
      const database = await withTimeout(ping(ctx.db), CHECK_TIMEOUT_MS).catch(() => false);
      if (!database)
        return notReady({ database: 'unreachable', migrations: 'unknown', shuttingDown: false });
      // Migrations never un-apply: once seen, the check costs nothing.
      migrated ||= (await newestAppliedMigration(ctx.db).catch(() => 0)) >= shipped;
      const data = {
        database: 'ok' as const,
        migrations: migrated ? ('ok' as const) : ('pending' as const),
        shuttingDown: ctx.lifecycle.shuttingDown,
      };
      if (!migrated || data.shuttingDown) return notReady(data);
      return { code: 200, message: 'OK', data };
    },
  );
};
