import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from './lib/context.ts';
import authPlugin from './plugins/auth.ts';
import canonicalOrigin from './plugins/canonical-origin.ts';
import compressionPlugin from './plugins/compression.ts';
import metricsPlugin from './plugins/metrics.ts';
import { loggerOptions, RequestLog } from './logging.ts';
import { probeRoutes } from './modules/health/probes.ts';
import { backupRoutes } from './modules/backup/routes.ts';
import { errorAnswer } from './lib/errors.ts';
import errorsPlugin from './plugins/errors.ts';
import { serializerCompiler } from './lib/serializer.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityHeaders from './plugins/security-headers.ts';
import webPlugin from './plugins/web.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { imageRoutes, uploadedImageRoutes } from './modules/images/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { ownershipRoutes } from './modules/ownership/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { businessPageRoutes } from './modules/businesses/page.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { strikeRoutes } from './modules/strikes/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { planRoutes } from './modules/plan/routes.ts';
import { textRoutes } from './modules/text-replies/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { bellRoutes } from './modules/bell/routes.ts';
import { calendarFeedRoutes, calendarRoutes } from './modules/calendar/routes.ts';
import { eventHub, type HubOptions } from './modules/events/hub.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { publisherOf } from './modules/events/publisher.ts';
import { attachHeldCache } from './modules/businesses/held-cache.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Builds the HTTP application: external plugins, application plugins, then routes. */
export async function buildApp(
  ctx: AppContext,
  options: FastifyServerOptions = {},
  extra: {
    live?: Partial<HubOptions>;
    /** Migrations still running while the routes are built (main.ts): awaited before LISTEN. */
    databaseReady?: Promise<unknown>;
  } = {},
) {
  const app = Fastify({
    bodyLimit: 256 * 1024,
    // Trusting X-Forwarded-For from anyone would let a client pick its own address and
    // step around the per-address rate limits: only as many hops as are configured.
    trustProxy: (_address: string, hop: number) => hop < ctx.config.trustProxy,
    logger: 'logger' in options ? options.logger : await loggerOptions(ctx.config),
    // One line per API request; static files and probes are not logged.
    logController: new RequestLog(),
    // A request arriving on a kept-alive connection while the server closes is still answered,
    // with `Connection: close` (shutdown.ts), never with a 503.
    return503OnClosing: false,
    // Router-level failures (bad URL encoding, over-long params) get the same error answer.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      reply.statusCode = status;
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(errorAnswer(status, messages.notFound)) as never);
    },
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  ctx.log = app.log;
  const hub = eventHub(ctx, extra.live);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Shutting down (shutdown.ts): each answer ends its keep-alive connection, never under one.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Served over plain HTTP (a LAN name with HOST=0.0.0.0), upgrade-insecure-requests would
  // rewrite the page's own scripts to https and leave a blank page, and HSTS would lock the
  // name to https: both only when the public address is https.
  const https = new URL(ctx.config.publicUrl).protocol === 'https:';
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    },
  });
  await app.register(errorsPlugin);
  await app.register(canonicalOrigin, { publicUrl: ctx.config.publicUrl });
  await app.register(compressionPlugin, { enabled: ctx.config.compression });
  await app.register(metricsPlugin, { ctx });
  await app.register(authPlugin, { tokens: ctx.tokens, db: ctx.db });
  await app.register(openapiPlugin, { productName: ctx.config.productName });

  await app.register(probeRoutes, { ctx });
  await app.register(backupRoutes, { ctx });

  mkdirSync(ctx.uploadsDir, { recursive: true });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(twoFactorRoutes, { ctx });
      await api.register(privacyRoutes, { ctx });
      await api.register(contactRoutes, { ctx });
      await api.register(mailRoutes, { ctx });
      await api.register(imageRoutes, { ctx });
      await api.register(placeRoutes, { ctx });
      await api.register(healthRoutes, { ctx });
      await api.register(businessRoutes, { ctx });
      await api.register(ownershipRoutes, { ctx });
      await api.register(ratingRoutes, { ctx });
      await api.register(strikeRoutes, { ctx });
      await api.register(teamRoutes, { ctx });
      await api.register(staffRoutes, { ctx });
      await api.register(referralRoutes, { ctx });
      await api.register(planRoutes, { ctx });
      await api.register(textRoutes, { ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(depositRoutes, { ctx });
      await api.register(operatorRoutes, { ctx });
      await api.register(appointmentRoutes, { ctx });
      await api.register(waitlistRoutes, { ctx });
      await api.register(bellRoutes, { ctx });
      await api.register(calendarRoutes, { ctx });
      await api.register(eventRoutes, { ctx });
    },
    { prefix: '/api/v1.1' },
  );
  await app.register(uploadedImageRoutes, { ctx });
  await app.register(calendarFeedRoutes, { ctx });
  await app.register(webPlugin, {
    webDist: ctx.config.webDist,
    compression: ctx.config.compression,
  });
  await app.register(businessPageRoutes, { ctx });

  // Live events: LISTEN before serving; on close, streams end with a retry hint first (an
  // open stream would otherwise hold the server's close open), then the LISTEN connection.
  await extra.databaseReady;
  await hub.start();
  // The held places kept between slot reads, dropped by this process's commits at once and by
  // other processes' through the hub (docs/decisions/052-held-places-cache.md).
  const held = attachHeldCache(ctx);
  publisherOf(ctx.db)?.tap((events) => held.changed(events));
  hub.tap((e) => held.changed([e]));
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());
  return app;
}
