import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';

// Random and malformed params, queries and bodies against every route the OpenAPI document
// lists (so a new route is covered the day it lands): no 5xx, always a JSON error body with
// code and message, a refusal in words a user can read (never zod's defaults), and the server
// still healthy afterwards. The run prints how many requests it sent and how many 5xx it saw.

type Operation = { method: string; path: string };

/** A stand-in web build (an index.html), so the web app's page fallback is served as in production. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-fuzz-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"></html>');
  return dir;
}

// What zod says when a schema has no message of its own; none of it may reach a user.
const zodDefaultText =
  /Invalid input|expected \w+, received|Too (small|big)|Invalid (option|string|type)/;

// NUL, escape, DEL, a C1 control and line breaks, alone and inside ordinary text.
const controlText = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u001b',
    '\u007f',
    '\u0085',
    '\n',
    '\r',
    '\t',
    'a',
    ' ',
  ),
  minLength: 1,
});
// Dates at and beyond the edges of what the product accepts (1900-2100), and far instants.
const extremeDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '1899-12-31',
    '1900-01-01',
    '2100-12-31',
    '2101-01-01',
    '0001-01-01',
    '+275760-09-13',
    '-000001-01-01',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
// Any code point (lone surrogates included), whole graphemes and right-to-left text.
const unicodeText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('Māori', '日本語', 'مرحبا', '\u202eevil', '\ud800', 'e\u0301', '👩‍👩‍👧'),
);

// Percent-encodings a URL may carry that decode to NUL, to bytes that are no UTF-8, or to an
// over-long or surrogate encoding: sent as they are, not encoded again.
const rawEncoded = fc.constantFrom(
  '%00',
  '%ff',
  '%c0%80',
  '%ed%a0%80',
  '%e2%80%ae',
  '%0a',
  '%25%00',
);
const isRawEncoded = (s: string) => /^(%[0-9a-f]{2})+$/i.test(s);
// A URL carries UTF-8: a lone surrogate has no encoding (encodeURIComponent throws), so it goes
// as the replacement character any client would send.
// A segment of one or two dots (also written %2e) is resolved away by every client before the
// request leaves it (WHATWG URL), so `/calendar/..` is a request for `/`, a page of the web app:
// such a value goes as three dots, which a route does receive.
const encode = (s: string) =>
  /^(\.|%2e){1,2}$/i.test(s)
    ? '...'
    : isRawEncoded(s)
      ? s
      : encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'));

const weird = fc.oneof(
  rawEncoded,
  controlText,
  extremeDate,
  unicodeText,
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    '../../etc/passwd',
    '.',
    '..',
    "' or 1=1 --",
    '💥',
    'a'.repeat(3000),
  ),
  fc.constantFrom(
    '2026-02-30',
    '9999-99-99',
    '25:61',
    '2026-04-05',
    '10:00',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const address = fc.dictionary(
  fc.constantFrom('country', 'state', 'city', 'suburb', 'postCode'),
  weird,
);
const section = fc.dictionary(
  fc.constantFrom(
    'sectionName',
    'businessDays',
    'businessHours',
    'regularOffHours',
    'noneRegularOffDays',
    'slotDuration',
    'appointmentPerSlot',
    'customRequest',
    '_id',
    '__v',
  ),
  fc.oneof(weird, jsonValue, fc.array(weird, { maxLength: 3 })),
);
const body = fc.oneof(
  jsonValue,
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'confirmPassword',
      'name',
      'firstName',
      'lastName',
      'mobileNumber',
      'birthday',
      'contactNumber',
      'aboutBusiness',
      'category',
      'status',
      'section',
      'businessId',
      'sectionId',
      'appointmentDate',
      'appointmentTime',
      'reason',
      'cancellationReason',
      'attendance',
      'note',
      'phone',
      'rate',
      'ratedId',
      'favorite',
      'address',
      'token',
      'date',
      'subject',
      'message',
    ),
    fc.oneof(jsonValue, weird, address, fc.array(section, { maxLength: 2 })),
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'name',
    'city',
    'suburb',
    'category',
    'date',
    'limit',
    'offset',
    'businessId',
    'sectionId',
    'status',
    'from',
    'to',
    'q',
    'email',
    'token',
    'expires',
  ),
  weird,
);

describe(`every route survives random input (${engine})`, () => {
  let t: TestApp;
  let operations: Operation[];
  let customer: GivenUser;
  let owner: GivenUser;
  let business: GivenBusiness;

  beforeAll(async () => {
    // With a web build, as in production: a request that fell outside the API would get a page.
    t = await createTestApp({ RATE_LIMIT: 'off', WEB_DIST: webBuild() });
    customer = await givenUser(t.ctx);
    owner = await givenUser(t.ctx);
    business = await givenBusiness(t.ctx, owner.id);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1.1/openapi.json' })).json();
    type Doc = { responses?: { 200?: { content?: Record<string, unknown> } } };
    // A server-sent-events stream never ends, so inject would wait for ever: the live-events
    // tests cover that route, with its input refusals.
    const streams = (op: Doc) => !!op.responses?.[200]?.content?.['text/event-stream'];
    operations = Object.entries(doc.paths as Record<string, Record<string, Doc>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => !streams(op))
          .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('lists the API routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  // 1,500 requests: far more work than the 30 s a test is given by default. On a loaded machine
  // (CI, suites in parallel) it needs minutes, and a timeout would say nothing about 5xx answers.
  it('answers every random request with a 4xx or 2xx JSON body, never a 5xx', async () => {
    const realIds = () => [business.id, business.sectionIds[0]!, customer.id, owner.id];
    const who = fc.constantFrom<GivenUser | null>(null, customer, owner);
    let sent = 0;
    const serverErrors: string[] = [];
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
          const url = op.path.replace(/\{[^}]+\}/g, () => encode(params[i++ % params.length]!));
          const search = Object.entries(q as Record<string, string>)
            .map(([k, v]) => `${k}=${encode(v)}`)
            .join('&');
          const rawBody = typeof payload === 'string' ? payload : JSON.stringify(payload);
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { 'content-type': 'application/json', ...(user ? bearer(user) : {}) },
            ...(op.method === 'GET' || payload === undefined ? {} : { payload: rawBody }),
          });
          sent += 1;
          // Counted rather than thrown, so the run reports every 5xx, not the first one shrunk.
          if (res.statusCode >= 500) {
            serverErrors.push(
              `${op.method} ${url}?${search} ${rawBody?.slice(0, 200)} -> ${res.statusCode}`,
            );
            return;
          }
          const request = `${op.method} ${url}?${search} -> ${res.statusCode}`;
          expect(res.headers['content-type'], request).toMatch(/^application\/json/);
          const answer = res.json();
          expect(answer, request).toHaveProperty('code', res.statusCode);
          expect(typeof answer.message, request).toBe('string');
          expect(answer.message, `${op.method} ${url}`).not.toMatch(zodDefaultText);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500) },
    );
    process.stdout.write(
      `fuzz (${engine}): ${sent} requests sent, ${serverErrors.length} answered 5xx\n`,
    );
    expect(serverErrors).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(health.statusCode).toBe(200);
  }, 300_000);

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const url = op.path.replace(/\{[^}]+\}/g, business.id);
      for (const [payload, type] of [
        ['{"email": ', 'application/json'],
        ['x'.repeat(300 * 1024), 'application/json'],
        ['<xml/>', 'application/xml'],
      ] as const) {
        const res = await t.app.inject({
          method: op.method as 'POST',
          url,
          payload,
          headers: { 'content-type': type, ...bearer(customer) },
        });
        expect(res.statusCode, `${op.method} ${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${op.method} ${url} ${type}`).toBeLessThan(500);
        expect(res.json()).toHaveProperty('code', res.statusCode);
      }
    }
  });
});
