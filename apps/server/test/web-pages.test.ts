import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';

/** A built web app with the build's route list (apps/web/build/route-preload.ts). */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>TimeApp</title>' +
      '<script type="module" crossorigin src="/assets/index-A1.js"></script></head>' +
      '<body><div id="root"><div class="shell"><!--shell-screen--></div><!--shell-offline-->' +
      '</div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-A1.js'), 'console.log(1);\n');
  const routes = [
    { path: '/', shell: 'public', js: ['/assets/landing-B2.js'], css: [] },
    {
      path: '/loginApp',
      shell: 'auth',
      screen: 'login',
      js: ['/assets/app-C3.js', '/assets/login-D4.js'],
      css: ['/assets/provider-E5.css'],
    },
    {
      path: '/sectionname-appointment/:sectionId/:businessId',
      shell: 'app',
      js: ['/assets/section-appointment-F6.js'],
      css: [],
    },
  ];
  writeFileSync(path.join(dir, '.vite', 'routes.json'), JSON.stringify({ routes }));
  return dir;
}

describe(`each page names its screen's files up front (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webBuild(), COMPRESSION: 'off' });
  });
  afterAll(() => t.close());
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('gets the sign-in page with its chunks preloaded and the sign-in shell', async () => {
    const res = await page('/loginApp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toContain('<html data-shell="auth" data-screen="login" lang="en">');
    expect(res.payload).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-C3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-D4.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/provider-E5.css"></head>',
    );
  });

  it("paints the screen's heading and first line before any JavaScript, from the catalogue", async () => {
    const login = (await page('/loginApp')).payload;
    expect(login).toContain('<html data-shell="auth" data-screen="login" lang="en">');
    expect(login).toContain(
      `<div class="shell-card"><h1 class="shell-title">${screenTexts.login.title}</h1>` +
        `<p class="shell-intro">${screenTexts.login.intro}</p>`,
    );
    // A screen whose heading is its data (the booking screen's business) gets the layout's bars only.
    const booking = (await page('/sectionname-appointment/s-1/b-2')).payload;
    expect(booking).toContain('<div class="shell-screen"><div class="shell-skeleton">');
    expect(booking).not.toContain('shell-title');
    // A public page paints itself.
    expect((await page('/')).payload).not.toContain('shell-screen');
  });

  it('has every page carry the could-not-load notice with a Retry that loads it again', async () => {
    for (const url of ['/loginApp', '/', '/no-such-page']) {
      const html = (await page(url)).payload;
      expect(html).toContain(
        `<div class="shell-offline" role="alert"><p>${messages.loadFailed}</p>` +
          `<a href="">${messages.retry}</a></div>`,
      );
    }
  });

  it('matches as the router does: any case, a trailing slash, a query, `:param` segments', async () => {
    for (const url of ['/LOGINAPP/', '/loginApp?next=%2FclientDashboard'])
      expect((await page(url)).payload).toContain('/assets/login-D4.js');
    const booking = await page('/sectionname-appointment/s-1/b-2');
    expect(booking.payload).toContain('data-shell="app"');
    expect(booking.payload).toContain('/assets/section-appointment-F6.js');
    expect((await page('/sectionname-appointment/s-1')).payload).not.toContain('modulepreload');
  });

  it('gets the home page with its own preloads, and an unknown page the plain index.html as a 404', async () => {
    expect((await page('/')).payload).toContain('/assets/landing-B2.js');
    const unknown = await page('/no-such-page');
    // A real 404 (the app still renders its not-found screen), not a soft one for crawlers.
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.payload).not.toContain('modulepreload');
    expect(unknown.payload).not.toContain('data-shell');
  });

  it('keeps a page its security headers, and sends a script only those a script uses', async () => {
    const html = await page('/loginApp');
    expect(html.headers['content-security-policy']).toBeDefined();
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await page('/assets/index-A1.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(script.headers).not.toHaveProperty('content-security-policy');
    expect(script.headers).not.toHaveProperty('x-frame-options');
  });
});
