import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';

// Random and malformed params, queries and bodies against every route the OpenAPI document
// lists (so a new route is covered the day it lands): no 5xx, always a JSON error body with
// code and message, and the server still healthy afterwards.

type Operation = { method: string; path: string };

const weird = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'undefined', '%00', '../../etc/passwd', "' or 1=1 --", '💥', 'a'.repeat(3000)),
  fc.constantFrom('2026-02-30', '9999-99-99', '25:61', '2026-04-05', '10:00', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'),
  fc.integer().map(String),
  fc.double().map(String),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  jsonValue,
  fc.dictionary(
    fc.constantFrom('email', 'password', 'name', 'status', 'section', 'businessId', 'sectionId', 'appointmentDate', 'appointmentTime', 'rate', 'ratedId', 'favorite', 'address', 'token', 'date'),
    fc.oneof(jsonValue, weird),
  ),
);
const query = fc.dictionary(
  fc.constantFrom('name', 'city', 'suburb', 'category', 'date', 'limit', 'offset', 'businessId', 'status', 'from', 'to', 'q', 'email', 'token', 'expires'),
  weird,
);

describe(`every route survives random input (${engine})`, () => {
  let t: TestApp;
  let operations: Operation[];
  let customer: GivenUser;
  let owner: GivenUser;
  let business: GivenBusiness;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    customer = await givenUser(t.ctx);
    owner = await givenUser(t.ctx);
    business = await givenBusiness(t.ctx, owner.id);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1.1/openapi.json' })).json();
    type Doc = { responses?: { 200?: { content?: Record<string, unknown> } } };
    // A server-sent-events stream never ends, so inject would wait for ever: the live-events
    // tests cover that route, with its input refusals.
    const streams = (op: Doc) => !!op.responses?.[200]?.content?.['text/event-stream'];
    operations = Object.entries(doc.paths as Record<string, Record<string, Doc>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !streams(op))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('lists the API routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it('answers every random request with a 4xx or 2xx JSON body, never a 5xx', async () => {
    const realIds = () => [business.id, business.sectionIds[0]!, customer.id, owner.id];
    const who = fc.constantFrom<(GivenUser | null)>(null, customer, owner);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.oneof(weird, fc.constantFrom(...realIds())), { minLength: 4, maxLength: 4 }),
        query,
        fc.oneof(body, fc.constant(undefined), fc.string()),
        who,
        async (pick, params, q, payload, user) => {
          const op = operations[pick % operations.length]!;
          let i = 0;
          const url = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++ % params.length]!));
          const search = new URLSearchParams(q as Record<string, string>).toString();
          const rawBody = typeof payload === 'string' ? payload : JSON.stringify(payload);
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { 'content-type': 'application/json', ...(user ? bearer(user) : {}) },
            ...(op.method === 'GET' || payload === undefined ? {} : { payload: rawBody }),
          });
          if (res.statusCode >= 500) throw new Error(`${op.method} ${url} -> ${res.statusCode}: ${res.body}`);
          const answer = res.json();
          expect(answer).toHaveProperty('code', res.statusCode);
          expect(typeof answer.message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const url = op.path.replace(/\{[^}]+\}/g, business.id);
      for (const [payload, type] of [
        ['{"email": ', 'application/json'],
        ['x'.repeat(300 * 1024), 'application/json'],
        ['<xml/>', 'application/xml'],
      ] as const) {
        const res = await t.app.inject({ method: op.method as 'POST', url, payload, headers: { 'content-type': type, ...bearer(customer) } });
        expect(res.statusCode, `${op.method} ${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${op.method} ${url} ${type}`).toBeLessThan(500);
        expect(res.json()).toHaveProperty('code', res.statusCode);
      }
    }
  });
});
