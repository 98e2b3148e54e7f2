import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { messages } from '@timeapp/domain/messages';
import { errorAnswer } from '../lib/errors.ts';
import { sameSecret } from '../lib/secrets.ts';
import type { AppContext } from '../lib/context.ts';
import { eventHub } from '../modules/events/hub.ts';
import { pendingBacklog } from '../modules/mail/repository.ts';

const BOOKING_ROUTE = '/api/v1.1/appointment';
const OPERATION_ROUTES = new Set(['/health', '/health/ready', '/metrics']);

/**
 * The route label: the route's pattern (`/api/v1.1/business/:id`), never the raw URL, so the
 * number of series stays bounded. Static files and client-side pages share one label.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && (pattern.startsWith('/api/') || OPERATION_ROUTES.has(pattern))) return pattern;
  return request.url.startsWith('/api/') ? 'unmatched' : 'static';
}

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET /metrics in Prometheus' text format (prom-client), for operators: per-route request
 * counts and latency, bookings and conflicts, the e-mail outbox, the database pool, live-event
 * streams, and Node's process figures. Readable with METRICS_TOKEN as a bearer token, or, when
 * none is set, from this machine only (docs/operations.md).
 */
async function metricsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // One registry per application (tests build several in one process), not prom-client's global.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'timeapp_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status, with their latency',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'timeapp_bookings_total',
    help: 'Appointments booked (POST /appointment answered 201)',
    registers: [registry],
  });
  const conflicts = new Counter({
    name: 'timeapp_booking_conflicts_total',
    help: 'Bookings refused because the slot was full or already held by the customer (409)',
    registers: [registry],
  });
  new Gauge({
    name: 'timeapp_event_stream_connections',
    help: 'Live-event streams open on this process (GET /api/v1.1/events)',
    registers: [registry],
    collect() {
      this.set(eventHub(ctx).connected());
    },
  });
  // Read once per scrape (one indexed query) for both outbox figures, whichever asks first;
  // the /metrics handler forgets it before each scrape.
  let backlogOfScrape: ReturnType<typeof pendingBacklog> | null = null;
  const backlog = () => (backlogOfScrape ??= pendingBacklog(ctx.db, ctx.now()));
  new Gauge({
    name: 'timeapp_outbox_pending_messages',
    help: 'E-mails waiting in the outbox (all processes)',
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the last figure (the scrape itself must work).
      const b = await backlog().catch(() => null);
      if (b) this.set(b.count);
    },
  });
  new Gauge({
    name: 'timeapp_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none)',
    registers: [registry],
    async collect() {
      const b = await backlog().catch(() => null);
      if (b) this.set(b.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'timeapp_db_pool_connections',
    help: "This process's database connections by state (max: the pool's size)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = ctx.database.poolStats();
      this.set({ state: 'max' }, s.max);
      this.set({ state: 'open' }, s.open);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'in_use' }, s.open - s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === BOOKING_ROUTE && request.method === 'POST') {
      if (reply.statusCode === 201) bookings.inc();
      else if (reply.statusCode === 409) conflicts.inc();
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!sameSecret(given, token))
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send(errorAnswer(401, messages.unauthorized));
    } else if (!loopback.test(request.ip)) {
      // request.ip honours TRUST_PROXY: a client behind a proxy on this machine is not local.
      return reply.code(403).send(errorAnswer(403, messages.forbidden));
    }
    backlogOfScrape = null;
    const body = await registry.metrics();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
