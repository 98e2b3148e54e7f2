import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { messages, screenTexts, type ScreenKey } from '@timeapp/domain/messages';
import { errorAnswer } from '../lib/errors.ts';

// Serves the built web app and its client-side routes, and the uploaded images.
// None of it is logged (logging.ts): a page load fetches dozens of files.

/** `.vite/routes.json`, written by the web build (apps/web/build/route-preload.ts). */
type RoutePreloads = {
  routes: { path: string; shell: string; screen?: ScreenKey; js: string[]; css: string[] }[];
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * What index.html's static shell paints of the screen before any JavaScript runs: its heading
 * and first line (screenTexts) in the place the screen renders them, and grey bars where its
 * content will be. A public page paints itself quickly and gets nothing here.
 */
export function shellScreen(shell: string, screen?: ScreenKey): string {
  if (shell !== 'auth' && shell !== 'app') return '';
  const texts: { title: string; intro?: string; note?: string } | undefined =
    screen && screenTexts[screen];
  const line = (tag: string, cls: string, text?: string) =>
    text ? `<${tag} class="${cls}">${escapeHtml(text)}</${tag}>` : '';
  const skeleton = '<div class="shell-skeleton"><i></i><i></i><i></i></div>';
  const content =
    line('h1', 'shell-title', texts?.title) + line('p', 'shell-intro', texts?.intro) + skeleton;
  return (
    '<div class="shell-screen">' +
    (shell === 'auth' ? `<div class="shell-card">${content}</div>` : content) +
    line('p', 'shell-note', texts?.note) +
    '</div>'
  );
}

/**
 * Shown in place of the shell when the app's code could not load (the entry sets
 * <html data-load-failed>), or when nothing has replaced the shell after a while (the entry
 * itself never arrived): the reason and a Retry that loads the page again (docs/performance.md).
 */
const offline =
  '<div class="shell-offline" role="alert">' +
  `<p>${escapeHtml(messages.loadFailed)}</p><a href="">${escapeHtml(messages.retry)}</a></div>`;

/**
 * index.html for each route of the web app, with the chunks and stylesheets its screen needs
 * named up front (<link rel="modulepreload">, a style preload), so the browser fetches entry,
 * app and screen side by side instead of discovering them one import at a time, and with the
 * look of its static shell (<html data-shell>). Built once at start; URLs match as React
 * Router matches them (case-insensitive, `:param` segments, trailing slash ignored); any other
 * page gets index.html with the could-not-load notice only, as a 404 (`known: false`: the app
 * renders its not-found screen; a crawler or scanner sees a real 404, not a soft one). Without
 * the build's route list every page gets the plain index.html.
 */
export function routePages(
  webDist: string,
): (url: string) => { html: string; known: boolean } | undefined {
  const listFile = path.join(webDist, '.vite', 'routes.json');
  if (!existsSync(listFile)) return () => undefined;
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(
    '<!--shell-offline-->',
    offline,
  );
  const { routes } = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pages = routes.map((route) => {
    const pattern = route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('/');
    const links = [
      ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...route.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ].join('');
    const screen = route.screen ? ` data-screen="${route.screen}"` : '';
    const html = index
      .replace('<html ', `<html data-shell="${route.shell}"${screen} `)
      .replace('<!--shell-screen-->', shellScreen(route.shell, route.screen))
      .replace('</head>', `${links}</head>`);
    return { match: new RegExp(`^${pattern}/*$`, 'i'), html };
  });
  return (url) => {
    const html = pages.find((page) => page.match.test(url.split('?')[0]!))?.html;
    return html ? { html, known: true } : { html: index, known: false };
  };
}

/**
 * Headers that only a document (or a worker) acts on. A hashed script or stylesheet keeps
 * nosniff, the resource policy, the referrer policy and HSTS; without these a first visit's
 * 70-odd files are some 35 KB lighter over a phone's connection (HTTP/1.1 sends every header
 * every time).
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The HTML the web app's page at `url` is served with (its preloads included), for a route
     * that writes into it (modules/businesses/page.ts); null without a web build.
     */
    webPage(url: string): string | null;
  }
}

/**
 * Paths the server answers itself: an unknown one there is a JSON 404, never a page of the app
 * (a calendar feed address with a token too long for the router, say).
 */
const serverPaths = ['/api/', '/uploads/', '/calendar/', '/health/'];

async function webPlugin(app: FastifyInstance, opts: { webDist: string; compression: boolean }) {
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  const pageFor = hasWeb ? routePages(opts.webDist) : () => undefined;
  const index = hasWeb ? readFileSync(path.join(opts.webDist, 'index.html'), 'utf8') : null;
  app.decorate('webPage', (url: string) => pageFor(url)?.html ?? index);
  // A page of the app: its index.html with its preloads (compressed on the fly by the
  // compression plugin: a few KB, and it differs per route), or the plain built one.
  const sendPage = (url: string, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const page = pageFor(url);
    return page
      ? reply
          .code(page.known ? 200 : 404)
          .type('text/html; charset=utf-8')
          .send(page.html)
      : reply.sendFile('index.html', opts.webDist);
  };
  if (hasWeb) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/assets/'))
        for (const name of documentOnlyHeaders) reply.removeHeader(name);
      done(null, payload);
    });
    // '/' is a page too: answered here rather than by the static plugin's directory index.
    // Hidden from the OpenAPI document, as the static files are: a page, not an API route.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request.url, reply));
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      // One wildcard route: a route per file (wildcard: false) globbed the build at start and
      // added some 800 routes, a tenth of the start-up's CPU. Missing files and client-side
      // pages reach the not-found handler below either way. The wildcard also takes '/', a
      // directory: without an index file it would answer 403 to a client that accepts no
      // compressed copy (or to everyone with COMPRESSION=off).
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts):
      // chosen by Accept-Encoding, with Vary: Accept-Encoding, never compressed per request.
      preCompressed: opts.compression,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh.
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !serverPaths.some((prefix) => request.url.startsWith(prefix)) &&
      !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) return sendPage(request.url, reply);
    return reply.code(404).send(errorAnswer(404, messages.notFound));
  });
}

export default fp(webPlugin, { name: 'web' });
