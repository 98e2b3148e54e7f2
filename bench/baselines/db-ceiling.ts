// Read ceiling (and, on PGlite, write ceiling): a bare Fastify route doing the least database
// work a request can do, through the same driver and pool size as the server.
//   GET  /business/:id  one primary-key SELECT (what GET /business/:id must do at least)
//   POST /book          the server's booking statement: book_place (lock, count, insert) (PGlite only;
//                       on PostgreSQL pgbench measures the write ceiling without HTTP).
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function open(): Promise<{
  query: Query;
  close: () => Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DB_POOL_SIZE ?? 20),
    });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const dataDir = process.env.DATA_DIR ?? './data';
  // The server's PGlite settings (apps/server/src/db/client.ts), so the ceiling is comparable.
  const { PGLITE_SHARED_BUFFERS } = await import('../../apps/server/src/db/client.ts');
  const db = new PGlite({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gist },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await db.waitReady;
  return {
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

const db = await open();
const app = Fastify({ logger: false });

app.get('/health', async () => ({ code: 200, message: 'OK' }));

app.get<{ Params: { id: string } }>('/business/:id', async (request, reply) => {
  const rows = await db.query('select * from businesses where id = $1', [request.params.id]);
  if (!rows[0]) return reply.code(404).send({ code: 404, message: 'Not found' });
  return { code: 200, message: 'OK', data: rows[0] };
});

type Book = {
  sectionId: string;
  businessId: string;
  date: string;
  time: string;
  iso: string;
  userId: string;
  cap: number;
};
app.post<{ Body: Book }>('/book', async (request, reply) => {
  const b = request.body;
  // The server's booking statement (book_place: lock, count, insert) with its outbox row.
  const [outcome] = await db.query(
    `with booked as (
       select * from book_place(gen_random_uuid(), $1::uuid, $2::uuid, $3::uuid, $4::text, $5::text,
         $6::timestamptz, 'bench'::text, $7::int, $3::text || '|' || $6)
     ), queued as (
       insert into outbox ("to", subject, text, html, links)
       select 'bench-owner@bench.timeapp.test', 'New booking', 'A customer booked.',
              '<p>A customer booked.</p>', '[]'::jsonb
         from booked where booked.result = 'booked'
     )
     select result, booked_at from booked where result = 'booked'`,
    [b.userId, b.businessId, b.sectionId, b.date, b.time, b.iso, b.cap],
  );
  if (!outcome) return reply.code(409).send({ code: 409, message: 'Slot full' });
  return reply.code(201).send({ code: 201, message: 'OK', data: outcome });
});

await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
);
