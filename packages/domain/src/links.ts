// Addresses inside the app that both the server and the web app build or check. Plain code, no
// zod: the public pages import it and stay under their weight budget.

/** What a business's slug looks like (the database makes them): lower-case letters, digits, dashes. */
export const isSlug = (s: string) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(s);

/** The public page of a business: `/b/{slug}` (docs/decisions/018-business-slugs.md). */
export const businessPagePath = (slug: string) => `/b/${encodeURIComponent(slug)}`;

/**
 * Whether `next` (where to go after signing in) is a path on this site: it starts with one
 * slash and not two, nor a slash and a backslash, which browsers read as another host. No open
 * redirects.
 */
export const isSameOriginPath = (next: string) =>
  next.length <= 1000 &&
  next.startsWith('/') &&
  !next.startsWith('//') &&
  !next.startsWith('/\\') &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(next);

/** A user's private calendar feed (docs/calendars.md), under the site's own address. */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;
