import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { call, expectAnswer, givenAppointment } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import {
  API,
  followsVerificationLink,
  linkFrom,
  logsIn,
  newEmail,
  registers,
} from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

/** A built web app as the build leaves it: the title and description the pages share. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'timeapp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>TimeApp – booking</title>\n' +
      '<meta\n  name="description"\n  content="TimeApp lets customers book."\n/>\n' +
      '<script type="module" crossorigin src="/assets/index-A1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return dir;
}

describe(`the public business page /b/{slug} (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  let customer: GivenUser;
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const bySlug = (slug: string, who?: GivenUser) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/business/slug/${encodeURIComponent(slug)}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
  const slugOf = async (id: string) => {
    const res = await call.get(t, id);
    return (res.json() as { data: { slug: string } }).data.slug;
  };

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webBuild(), COMPRESSION: 'off' });
    t.setNow('2026-03-02T00:00:00Z');
    [owner, customer] = await Promise.all([givenUser(t.ctx), givenUser(t.ctx)]);
  });
  afterAll(() => t.close());

  describe('slugs', () => {
    it('come from the name, in plain lower-case letters, and are unique', async () => {
      const a = await givenBusiness(t.ctx, owner.id, { name: 'Café Ōtautahi & Co.' });
      const b = await givenBusiness(t.ctx, owner.id, { name: 'CAFÉ ōtautahi & co' });
      const c = await givenBusiness(t.ctx, owner.id, { name: '!!!' });
      expect(await slugOf(a.id)).toBe('cafe-otautahi-and-co');
      expect(await slugOf(b.id)).toBe('cafe-otautahi-and-co-2');
      expect(await slugOf(c.id)).toBe('business');
    });

    it('are given to a business created through the API, in its answer', async () => {
      const { aBusinessBody } = await import('@timeapp/domain/testing');
      const res = await call.create(t, owner, aBusinessBody({ name: 'Kelburn Kitchen' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.slug).toBe('kelburn-kitchen');
    });

    it('stay stable when other fields change, and a rename redirects the old slug', async () => {
      const b = await givenBusiness(t.ctx, owner.id, { name: 'Aro Valley Bikes' });
      expectAnswer(await call.update(t, owner, b.id, { aboutBusiness: 'Repairs' }), 200);
      expect(await slugOf(b.id)).toBe('aro-valley-bikes');
      // Same words, other spelling: the same slug.
      expectAnswer(await call.update(t, owner, b.id, { name: 'ARO VALLEY BIKES!' }), 200);
      expect(await slugOf(b.id)).toBe('aro-valley-bikes');

      expectAnswer(await call.update(t, owner, b.id, { name: 'Aro Valley Cycles' }), 200);
      expect(await slugOf(b.id)).toBe('aro-valley-cycles');
      const old = await page('/b/aro-valley-bikes?section=s1&at=2026-03-03T09%3A00');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/b/aro-valley-cycles?section=s1&at=2026-03-03T09%3A00');
      // The API finds it by the old slug too, and says which is current.
      expect((await bySlug('aro-valley-bikes')).json().data.slug).toBe('aro-valley-cycles');

      // Renamed back: its first slug again, never someone else's.
      expectAnswer(await call.update(t, owner, b.id, { name: 'Aro Valley Bikes' }), 200);
      expect(await slugOf(b.id)).toBe('aro-valley-bikes');
      expect((await page('/b/aro-valley-cycles')).headers.location).toBe('/b/aro-valley-bikes');
    });

    it('an old slug is never given to another business', async () => {
      const b = await givenBusiness(t.ctx, owner.id, { name: 'Miramar Motors' });
      expectAnswer(await call.update(t, owner, b.id, { name: 'Miramar Autos' }), 200);
      const other = await givenBusiness(t.ctx, owner.id, { name: 'Miramar Motors' });
      expect(await slugOf(other.id)).toBe('miramar-motors-2');
      expect((await page('/b/miramar-motors')).headers.location).toBe('/b/miramar-autos');
    });

    it('two businesses created at once with one name get two slugs', async () => {
      const made = await Promise.all(
        Array.from({ length: 4 }, () => givenBusiness(t.ctx, owner.id, { name: 'Twin Peaks' })),
      );
      const slugs = await Promise.all(made.map((b) => slugOf(b.id)));
      expect(new Set(slugs).size).toBe(4);
      expect(slugs).toContain('twin-peaks');
    });
  });

  describe('the page a shared link opens', () => {
    it('has the title, description and preview image in its HTML, escaped', async () => {
      const b = await givenBusiness(t.ctx, owner.id, {
        name: 'Tom & Jerry\'s "<Best>" Cuts',
        aboutBusiness: 'Fades </title><script>alert(1)</script> & beards',
        category: '1',
        suburb: 'Te Aro',
        city: 'Wellington',
        photos: ['/uploads/AbCdEfGh12345678.webp', '/uploads/second-photo-123.webp'],
      });
      const slug = await slugOf(b.id);
      expect(slug).toBe('tom-and-jerry-s-best-cuts');
      const res = await page(`/b/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.payload;
      const title = 'Tom &amp; Jerry&#39;s &quot;&lt;Best&gt;&quot; Cuts – Wellington – TimeApp';
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toContain('<title>TimeApp – booking</title>');
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      const description =
        'Barber in Te Aro, Wellington. Fades &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; beards';
      expect(html).toContain(`<meta name="description" content="${description}">`);
      expect(html).toContain(`<meta property="og:description" content="${description}">`);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      const origin = t.ctx.config.publicUrl;
      expect(html).toContain(
        `<meta property="og:image" content="${origin}/uploads/AbCdEfGh12345678.webp">`,
      );
      expect(html).toContain(`<meta property="og:url" content="${origin}/b/${slug}">`);
      expect(html).not.toContain('<script>alert(1)');
      // The app still loads on it.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
    });

    it("a business without photos previews with the app's icon", async () => {
      const b = await givenBusiness(t.ctx, owner.id, { name: 'Plain Physio' });
      const res = await page(`/b/${await slugOf(b.id)}`);
      expect(res.payload).toContain(
        `<meta property="og:image" content="${t.ctx.config.publicUrl}/icons/icon-512.png">`,
      );
    });

    it('an unknown slug, or a business whose owner is not verified, is not found', async () => {
      const unverified = await givenUser(t.ctx, { verified: false });
      const hidden = await givenBusiness(t.ctx, unverified.id, { name: 'Not Yet Open' });
      for (const slug of ['no-such-business', await slugOf(hidden.id), 'Bad%00Slug', '-x']) {
        const res = await page(`/b/${slug}`);
        expect(res.statusCode).toBe(404);
        expect(res.payload).toContain(`<title>${messages.pageNotFound}</title>`);
        expect(res.payload).not.toContain('og:title');
        expectAnswer(await bySlug(decodeURIComponent(slug)), 404, messages.businessNotFound);
      }
    });
  });

  describe('what a visitor reads', () => {
    it('is the public business, without signing in, and nothing about its customers', async () => {
      const b = await givenBusiness(t.ctx, owner.id, { name: 'Open Book Salon' });
      await givenAppointment(t.ctx, {
        businessId: b.id,
        sectionId: b.sectionIds[0]!,
        userId: customer.id,
        date: '2026-03-03',
        time: '10:00',
      });
      const res = await bySlug('open-book-salon');
      expect(res.statusCode).toBe(200);
      const text = res.payload;
      const data = res.json().data;
      expect(data._id).toBe(b.id);
      expect(data.section).toHaveLength(1);
      for (const secret of [customer.email, customer.firstName, customer.id, owner.email])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/passwordHash|password_hash|email/i);

      // The same answer as the signed-in route, for anyone.
      const signedIn = await call.get(t, b.id, customer);
      expect(signedIn.json().data).toEqual({ ...data });
    });

    it('the slots of a public business are open to visitors, without whose places they are', async () => {
      const given = await givenBusiness(t.ctx, owner.id, { name: 'Slot Check' });
      await givenAppointment(t.ctx, {
        businessId: given.id,
        sectionId: given.sectionIds[0]!,
        userId: customer.id,
        date: '2026-03-03',
        time: '10:00',
      });
      const res = await call.slots(t, given.id, given.sectionIds[0]!, '2026-03-03');
      expect(res.statusCode).toBe(200);
      const ten = res.json().data.slots.find((s: { time: string }) => s.time === '10:00');
      expect(ten).toMatchObject({ taken: 1, mine: false });
      expect(res.payload).not.toContain(customer.id);
    });
  });

  describe("a visitor's pick survives signing up", () => {
    it('the verification link leads back to the page it was made on', async () => {
      const next = '/b/open-book-salon?section=abc&date=2026-03-03&time=10%3A00';
      const email = newEmail('visitor');
      const registered = await registers(t, { email, next });
      expect(registered.statusCode).toBe(201);
      const link = await linkFrom(t.ctx, email, '/loginApp');
      expect(link.searchParams.get('next')).toBe(next);
      expect((await followsVerificationLink(t, link, registered.json())).statusCode).toBe(200);
      expect((await logsIn(t, email)).statusCode).toBe(200);
    });

    it.each(['https://evil.example/b/x', '//evil.example/b/x', '/\\evil.example', 'b/x'])(
      'refuses to lead anywhere but this site: %s',
      async (next) => {
        expectAnswer(await registers(t, { next }), 400, messages.nextInvalid);
      },
    );
  });
});
