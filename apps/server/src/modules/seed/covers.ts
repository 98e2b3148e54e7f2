import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { categories } from '@timeapp/domain/categories';
import type { AppContext } from '../../lib/context.ts';
import { businesses } from '../../db/schema.ts';
import { keepImage } from '../images/service.ts';
import { escapeHtml } from '../mail/html.ts';
import { DEMO_BUSINESSES } from './demo-data.ts';

const WIDTH = 1200;
const HEIGHT = 630; // the 1.91:1 of a shared link's preview

/**
 * A cover picture for a demo business, as SVG: a diagonal wash in its category's hue, shapes
 * placed by its name, its name and category in white. Each demo business looks different, and
 * the same business always gets the same picture.
 */
export function demoCoverSvg(name: string, category: string): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = Math.round(Number(category) * 137.5 + hash[0]! * 1.4) % 360;
  const from = `hsl(${hue}, 55%, 30%)`;
  const to = `hsl(${(hue + 40) % 360}, 55%, 42%)`;
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = (hash[1 + i]! / 255) * WIDTH;
    const y = (hash[6 + i]! / 255) * HEIGHT;
    const r = 60 + (hash[11 + i]! / 255) * 180;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.06 + i * 0.02).toFixed(2)}"/>`;
  }).join('');
  const e = escapeHtml;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${shapes}
<text x="80" y="${HEIGHT - 150}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${e(name)}</text>
<text x="80" y="${HEIGHT - 85}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" fill-opacity="0.9">${e(categories[category] ?? '')}</text>
</svg>`;
}

const SVG = new Set(['svg']);

/**
 * Gives each demo business without photos its generated cover (in the image store, like an
 * upload). Run after a first seed only: drawing them costs sharp's start-up.
 */
export async function addDemoCovers(ctx: AppContext): Promise<void> {
  for (const b of DEMO_BUSINESSES) {
    const { url } = await keepImage(ctx, Buffer.from(demoCoverSvg(b.name, b.category)), SVG);
    await ctx.db
      .update(businesses)
      .set({ photos: [url] })
      .where(and(eq(businesses.name, b.name), sql`${businesses.photos} = '[]'::jsonb`));
  }
}
