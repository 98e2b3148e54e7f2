import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { imageStoreFor } from '../src/modules/images/store.ts';
import { API } from './support/accounts.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = `----timeapp${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe(`a signed-in user uploads a picture (${engine})`, () => {
  let t: TestApp;
  let user: GivenUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await givenUser(t.ctx);
  });
  afterAll(() => t.close());

  const uploads = (
    filename: string,
    content: Buffer,
    type = 'image/png',
    who: GivenUser | null = user,
  ) => {
    const body = multipart(filename, content, type);
    return t.app.inject({
      method: 'POST',
      url: `${API}/image/upload`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? bearer(who) : {}) },
    });
  };
  const stored = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return sharp(res.rawPayload).metadata();
  };

  it('stores a large PNG as WebP no larger than 1600 x 1600, served from its URL', async () => {
    const res = await uploads('holiday.png', await picture(2400, 1200).png().toBuffer());
    expect(res.statusCode).toBe(201);
    const { code, message, data } = res.json();
    expect({ code, message }).toEqual({ code: 201, message: messages.ok });
    expect(data.url).toMatch(/^\/uploads\/[\w-]{32}\.webp$/);
    const meta = await stored(data.url);
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await imageStoreFor(t.ctx).names()).toContain(path.basename(data.url));
  });

  it('names a picture by its bytes: the same upload twice is one image, cached for good', async () => {
    const png = await picture(300, 200).png().toBuffer();
    const first = (await uploads('a.png', png)).json().data.url;
    const again = (await uploads('b.png', png)).json().data.url;
    expect(again).toBe(first);
    const res = await t.app.inject({ method: 'GET', url: first });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/uploads/notthere1234.webp', '/uploads/..%2F..%2Fjwt-secret', '/uploads/x.png'])(
    'answers 404 for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, error: 'not_found', message: messages.notFound });
    },
  );

  it('still serves a picture a server kept on its disk before it had the image store', async () => {
    const webp = await picture(20, 20).webp().toBuffer();
    writeFileSync(path.join(t.ctx.uploadsDir, '1b0e4b8e-0a4c-4a1e-9d53-6f1c1b1f0a77.webp'), webp);
    const res = await t.app.inject({
      method: 'GET',
      url: '/uploads/1b0e4b8e-0a4c-4a1e-9d53-6f1c1b1f0a77.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, webp)).toBe(0);
  });

  it('turns a JPEG the right way up by its EXIF orientation and drops the metadata', async () => {
    const jpeg = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await uploads('phone.jpg', jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const meta = await stored(res.json().data.url);
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges a small WebP', async () => {
    const res = await uploads('tiny.webp', await picture(120, 60).webp().toBuffer(), 'image/webp');
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().data.url)).toMatchObject({ width: 120, height: 60 });
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve(Buffer.from('just some words, not a picture')),
    ],
    ['a GIF', () => picture(10, 10).gif().toBuffer()],
    ['a truncated PNG', async () => (await picture(300, 300).png().toBuffer()).subarray(0, 200)],
  ])('refuses %s', async (_name, make) => {
    const before = await imageStoreFor(t.ctx).names();
    const res = await uploads('picture.png', await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: 'bad_image', message: messages.badImage });
    expect(await imageStoreFor(t.ctx).names()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await uploads('huge.png', randomBytes(6 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, error: 'too_large', message: messages.tooLarge });
  });

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/image/upload`,
      headers: bearer(user),
      payload: { image: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, error: 'bad_image', message: messages.badImage });
  });

  it('needs a signed-in user', async () => {
    const res = await uploads(
      'holiday.png',
      await picture(10, 10).png().toBuffer(),
      'image/png',
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      error: 'unauthorized',
      message: messages.unauthorized,
    });
  });
});
