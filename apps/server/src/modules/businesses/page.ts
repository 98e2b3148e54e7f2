import { slugParams, type Business } from '@timeapp/domain/businesses';
import { businessPagePath } from '@timeapp/domain/links';
import { categories } from '@timeapp/domain/categories';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { RoutesPlugin } from '../../lib/routes.ts';
import { escapeHtml } from '../mail/html.ts';
import { businessService } from './service.ts';

/** What a shared link's preview shows: the page's title, description, image and address. */
export type PageHead = { title: string; description: string; url: string; image: string };

/** The app's icon, the preview image of a business without photos. */
export const FALLBACK_IMAGE = '/icons/icon-512.png';

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** 'Hair & Beauty in Ponsonby, Auckland. Cuts and colour on Ponsonby Road.' */
export function businessHead(b: Business, publicUrl: string, productName: string): PageHead {
  const place = [b.address.suburb, b.address.city].filter(Boolean).join(', ');
  const kind = categories[b.category] ?? '';
  const lead = [kind, place].filter(Boolean).join(' in ');
  const description = clip([lead && `${lead}.`, b.aboutBusiness].filter(Boolean).join(' '), 200);
  const cover = b.photos[0] ?? FALLBACK_IMAGE;
  return {
    title: `${b.name} – ${b.address.city ? `${b.address.city} – ` : ''}${productName}`,
    description,
    url: `${publicUrl}${businessPagePath(b.slug)}`,
    image: /^https?:\/\//.test(cover) ? cover : `${publicUrl}${cover}`,
  };
}

/**
 * The page's HTML with `head` in it: the title and description replaced, the Open Graph and
 * Twitter card tags and the canonical address added. Every value is HTML-escaped.
 */
export function withHead(html: string, head: PageHead): string {
  const e = escapeHtml;
  const tags = [
    `<link rel="canonical" href="${e(head.url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.url)}">`,
    `<meta property="og:image" content="${e(head.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${e(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${e(head.description)}">`,
    )
    .replace('</head>', () => `${tags}</head>`);
}

/** The built page with a 'not found' title, for an unknown slug (answered 404). */
const notFoundHead = (html: string) =>
  html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(messages.pageNotFound)}</title>`,
  );

/** When the web app is not built (API-only tests, `npm run dev`'s API): a bare page. */
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><title></title>' +
  '<meta name="description" content=""></head><body><div id="root"></div></body></html>';

/**
 * GET /b/:slug, the public business page (docs/decisions/018-business-slugs.md): the web
 * app's page with the business's title, description and preview image in its HTML, so a
 * shared link previews without running the app. A slug from before a rename answers 301 to
 * the current one; an unknown slug, or a business not yet public, 404.
 */
export const businessPageRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = businessService(ctx);
  app.get('/b/:slug', { schema: { hide: true, params: slugParams } }, async (request, reply) => {
    const page = app.webPage(request.url) ?? BARE_PAGE;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    let business: Business;
    try {
      business = await service.bySlug(request.actor, request.params.slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        return reply.code(404).send(notFoundHead(page));
      throw error;
    }
    if (business.slug !== request.params.slug) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${businessPagePath(business.slug)}${query}`, 301);
    }
    const head = businessHead(business, ctx.config.publicUrl, ctx.config.productName);
    return reply.send(withHead(page, head));
  });
};
