// HTTP ceiling: the same Fastify, in production mode, answering a constant JSON. Nothing the
// server does per request can be cheaper than this on this machine. `/answer` is a diagnostic:
// the same with a big answer.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { code: 200, message: 'OK', data: { ok: true } };
app.get('/ping', async () => body);
// A day of slots in the server's answer shape, stringified on every request as the server's
// own answers are: what sending an answer of that size costs, with nothing else to do.
app.get<{ Querystring: { items?: string } }>('/answer', async (request) => ({
  code: 200,
  message: 'OK',
  data: {
    slots: Array.from({ length: Math.min(1000, Number(request.query.items) || 1) }, (_, i) => {
      const t = `${String(6 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`;
      return {
        time: t,
        end: t,
        startsAt: `2026-11-27T${t}:00+13:00`,
        capacity: 4,
        taken: i % 5,
        free: 4 - (i % 5),
        mine: false,
        bookable: i % 5 < 4,
      };
    }),
  },
}));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
