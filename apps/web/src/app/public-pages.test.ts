import { describe, expect, it } from 'vitest';
import { findPublicPage, publicPages } from './public-pages';

describe('the entry finds a public page by its address', () => {
  it('matches exact paths and `:param` segments, in any case, with a trailing slash', () => {
    expect(findPublicPage('/')).toBe(publicPages['/']);
    expect(findPublicPage('/HOWTO/')).toBe(publicPages['/howTo']);
    expect(findPublicPage('/b/ponsonby-hair-studio')).toBe(publicPages['/b/:slug']);
    expect(findPublicPage('/b/ponsonby-hair-studio/')).toBe(publicPages['/b/:slug']);
  });

  it('leaves every other address to the routed app', () => {
    for (const path of ['/b', '/b/', '/b/x/y', '/loginApp', '/search-business'])
      expect(findPublicPage(path)).toBeUndefined();
  });
});
