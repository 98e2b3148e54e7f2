import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { isLoggedRequest } from '../src/logging.ts';
import { defaultPublicUrl, listeningMessage } from '../src/origin.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

const base = { DATA_DIR: '/tmp/timeapp-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('one origin by default: e-mailed links and the announced address agree', () => {
  it.each([
    ['127.0.0.1', 'http://localhost:3000'],
    ['localhost', 'http://localhost:3000'],
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['::1', 'http://localhost:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
    ['fd00::20', 'http://[fd00::20]:3000'],
    ['timeapp.lan', 'http://timeapp.lan:3000'],
  ])('HOST=%s gives links and the log %s', (host, origin) => {
    expect(defaultPublicUrl(host, 3000)).toBe(origin);
    const config = loadConfig({ ...base, HOST: host, PORT: '3000' });
    expect(config.publicUrl).toBe(origin);
    expect(listeningMessage(config)).toMatch(
      new RegExp(`^listening on ${origin.replace(/[[\]]/g, '\\$&')}\\b`),
    );
  });

  it('names the bind address too when it listens on every interface', () => {
    const config = loadConfig({ ...base, HOST: '0.0.0.0', PORT: '3000' });
    expect(listeningMessage(config)).toBe(
      'listening on http://localhost:3000 (bound to 0.0.0.0:3000; set PUBLIC_URL to the address other machines use)',
    );
  });

  it('announces PUBLIC_URL beside the bind address when one is set', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://book.example.nz/', PORT: '8080' });
    expect(config.publicUrl).toBe('https://book.example.nz');
    expect(listeningMessage(config)).toBe(
      'listening on 127.0.0.1:8080, public address https://book.example.nz',
    );
  });
});

describe('the operations settings are checked at start', () => {
  it.each([
    [{ COMPRESSION: 'maybe' }, /COMPRESSION/],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, /SHUTDOWN_DRAIN_MS/],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    // Stripe (decisions 026, 056): the key for billing and/or deposits, never alone.
    [{ STRIPE_SECRET_KEY: 'sk_x' }, /STRIPE_SECRET_KEY needs/],
    [{ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_x' }, /STRIPE_CONNECT_WEBHOOK_SECRET needs/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' }, /go together/],
    [{ STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, /go together/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('takes billing and deposits each without the other', () => {
    const deposits = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c',
    });
    expect(deposits.stripe).toBeNull();
    expect(deposits.deposits).toMatchObject({ connectWebhookSecret: 'whsec_c' });
    const billing = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_b',
      STRIPE_PRICE_ID: 'price_x',
    });
    expect(billing.deposits).toBeNull();
    expect(billing.stripe).toMatchObject({ webhookSecret: 'whsec_b' });
  });

  it('has the documented defaults', () => {
    const dev = loadConfig({ ...base });
    expect(dev).toMatchObject({
      logFormat: 'pretty',
      compression: true,
      shutdownDrainMs: 5000,
      shutdownTimeoutMs: 25_000,
      metricsToken: undefined,
    });
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.nz' };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });
});

describe('what the log leaves out', () => {
  it.each([
    ['/api/v1.1/business?name=hair', true],
    ['/api/v1.1/auth/verify-email?token=secret', true],
    ['/api/v1.1/health', false],
    ['/health', false],
    ['/health/ready', false],
    ['/metrics', false],
    ['/assets/index-AbC123.js', false],
    ['/login', false],
    ['/uploads/photo.webp', false],
  ])('%s logged: %s', (url, logged) => {
    expect(isLoggedRequest(url)).toBe(logged);
  });
});

describe(`a page opened under the other loopback name goes to PUBLIC_URL's (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('redirects 127.0.0.1 pages to localhost, keeping the path and query', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/verify-email?token=abc',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('http://localhost:3000/verify-email?token=abc');
  });

  it('leaves files, the API, other ports and the canonical host alone', async () => {
    for (const url of ['/uploads/photo.webp', '/assets/index-AbC123.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode).not.toBe(308);
    }
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1.1/health',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(api.statusCode).toBe(200);
    for (const host of ['localhost:3000', '127.0.0.1:5173', 'timeapp.example:3000']) {
      const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(res.statusCode).not.toBe(308);
    }
  });
});
