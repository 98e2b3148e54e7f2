import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

describe(`security headers on every answer (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/v1.1/health'],
    ['a not-found answer', '/api/v1.1/no-such-thing'],
  ])('%s carries the content security policy and the browser protections', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;" +
        "connect-src 'self'",
    );
    expect(res.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });
});
