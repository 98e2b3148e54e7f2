// HTTP ceiling: the same Fastify, in production mode, answering a constant JSON. Nothing the
// server does per request can be cheaper than this on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { code: 200, message: 'OK', data: { ok: true } };
app.get('/ping', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
