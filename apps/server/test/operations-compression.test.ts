import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

/** A built web app as the build leaves it: each text file with its .br and .gz beside it. */
function webBuild(): { dir: string; script: string; source: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const source = Buffer.from(`console.log(${JSON.stringify('TimeApp '.repeat(600))});\n`);
  const script = 'assets/index-AbC123.js';
  const html = Buffer.from(
    `<!doctype html><title>TimeApp</title><script type="module" src="/${script}"></script>`,
  );
  for (const [file, content] of [
    [script, source],
    ['index.html', html],
  ] as const) {
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  return { dir, script, source };
}

const chromium = 'gzip, deflate, br, zstd';

describe(`a phone downloads the app compressed (${engine})`, () => {
  let t: TestApp;
  let web: ReturnType<typeof webBuild>;
  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp({ WEB_DIST: web.dir });
  });
  afterAll(() => t.close());

  it('gets the build-time brotli copy of a script, still cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/${web.script}`,
      headers: { 'accept-encoding': chromium },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).equals(web.source)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(web.source.length / 10);
  });

  it('gets gzip when that is all it accepts, and the plain file when it accepts nothing', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: `/${web.script}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(web.source)).toBe(true);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/${web.script}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(web.source)).toBe(true);
  });

  it('gets a client-side page as the compressed index.html, never cached stale', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/business/some-salon',
      headers: { 'accept-encoding': chromium },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(web.script);
  });

  it('gets the home page at / whatever it accepts, compressed or not', async () => {
    for (const encoding of [chromium, 'identity', undefined]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.payload;
      expect(body).toContain(web.script);
    }
  });

  it('gets JSON answers over 1 KB compressed, and small ones as they are', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/v1.1/openapi.json',
      headers: { 'accept-encoding': chromium },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1.1/openapi.json' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1.1/health',
      headers: { 'accept-encoding': chromium },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ code: 200, message: 'OK', data: { db: 'ok' } });
  });
});

describe(`COMPRESSION=off leaves compression to a proxy (${engine})`, () => {
  let t: TestApp;
  let web: ReturnType<typeof webBuild>;
  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp({ WEB_DIST: web.dir, COMPRESSION: 'off' });
  });
  afterAll(() => t.close());

  it('sends files and JSON uncompressed whatever the client accepts', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: `/${web.script}`,
      headers: { 'accept-encoding': chromium },
    });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.rawPayload.equals(web.source)).toBe(true);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/v1.1/openapi.json',
      headers: { 'accept-encoding': chromium },
    });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.json().openapi).toMatch(/^3\./);
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': chromium },
    });
    expect(home.statusCode).toBe(200);
    expect(home.payload).toContain(web.script);
  });
});
