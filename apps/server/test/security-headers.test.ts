import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

const policy = (upgrade: boolean) =>
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  (upgrade ? 'upgrade-insecure-requests;' : '') +
  "connect-src 'self'";

const browserProtections = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe(`security headers on every answer, served over https (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://timeapp.test' });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/v1.1/health'],
    ['a not-found answer', '/api/v1.1/no-such-thing'],
  ])(
    '%s carries the content security policy, HSTS and the browser protections',
    async (_what, url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(policy(true));
      expect(res.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        ...browserProtections,
      });
    },
  );
});

// A LAN name over plain HTTP (the README's HOST=0.0.0.0): upgrade-insecure-requests made the
// browser fetch the page's scripts over https, which nothing serves, and the page stayed blank.
describe(`security headers served over plain HTTP on a LAN name (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://timeapp.lan:3000' });
  });
  afterAll(() => t.close());

  it('sends neither upgrade-insecure-requests nor HSTS, and keeps the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(res.headers['content-security-policy']).toBe(policy(false));
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    expect(res.headers).toMatchObject(browserProtections);
  });
});
