import { randomBytes } from 'node:crypto';
import { aSectionInput } from '@timeapp/domain/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { users } from '../src/db/schema.ts';
import { API, call, expectAnswer } from './support/business-scenarios.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

const names = (body: { data: { name: string }[] }) => body.data.map((b) => b.name);

describe(`a business has at most 50 active sections (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    owner = await givenUser(t.ctx);
  });
  afterAll(() => t.close());

  it('the 51st section is refused with a clear message; after a deletion one more fits', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => ({ sectionName: `Chair ${i + 1}` }));
    const salon = await givenBusiness(t.ctx, owner.id, {}, fifty);
    expectAnswer(
      await call.update(t, owner, salon.id, {
        section: [aSectionInput({ sectionName: 'Chair 51' })],
      }),
      400,
      messages.sectionLimit,
    );
    const page = expectAnswer(await call.get(t, salon.id), 200);
    expect(page.data.section).toHaveLength(50);

    const swap = [{ _id: salon.sectionIds[0], __v: 1 }, aSectionInput({ sectionName: 'Chair 51' })];
    const swapped = expectAnswer(await call.update(t, owner, salon.id, { section: swap }), 200);
    expect(swapped.data.section).toHaveLength(50);
    expect(swapped.data.section.map((s: { sectionName: string }) => s.sectionName)).toContain(
      'Chair 51',
    );
  });

  it('sections added a few at a time stop at 50 too', async () => {
    const salon = await givenBusiness(t.ctx, owner.id, { name: 'Growing Salon' });
    for (let batch = 0; batch < 3; batch += 1) {
      const section = Array.from({ length: 20 }, (_, i) =>
        aSectionInput({ sectionName: `Room ${batch}-${i}` }),
      );
      const res = await call.update(t, owner, salon.id, { section });
      // 1 + 20 + 20 = 41 fit; the third batch would make 61.
      if (batch < 2) expectAnswer(res, 200);
      else expectAnswer(res, 400, messages.sectionLimit);
    }
    expect(expectAnswer(await call.get(t, salon.id), 200).data.section).toHaveLength(41);
  });
});

describe(`an unverified owner's business stays private (${engine})`, () => {
  let t: TestApp;
  let newOwner: GivenUser;
  let verifiedOwner: GivenUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    newOwner = await givenUser(t.ctx, { verified: false });
    verifiedOwner = await givenUser(t.ctx);
    await givenBusiness(t.ctx, newOwner.id, { name: 'Kelburn Barber', city: 'Wellington' });
    await givenBusiness(t.ctx, verifiedOwner.id, { name: 'Kelburn Florist', city: 'Wellington' });
  });
  afterAll(() => t.close());

  it('is not listed in search until the owner verifies their e-mail', async () => {
    const before = expectAnswer(await call.search(t, 'name=kelburn'), 200);
    expect(names(before)).toEqual(['Kelburn Florist']);
    expect(names(expectAnswer(await call.search(t, 'city=wellington'), 200))).toEqual([
      'Kelburn Florist',
    ]);

    await t.ctx.db.update(users).set({ verified: true }).where(eq(users.id, newOwner.id));
    const after = expectAnswer(await call.search(t, 'name=kelburn'), 200);
    expect(names(after).sort()).toEqual(['Kelburn Barber', 'Kelburn Florist']);
  });

  it('takes no bookings until the owner verifies', async () => {
    const owner = await givenUser(t.ctx, { verified: false });
    const shop = await givenBusiness(t.ctx, owner.id, { name: 'Aro Valley Cuts' });
    const customer = await givenUser(t.ctx);
    const booking = {
      businessId: shop.id,
      sectionId: shop.sectionIds[0],
      appointmentDate: '2026-03-03',
      appointmentTime: '10:00',
    };
    t.setNow('2026-03-02T08:00:00+13:00');
    try {
      const books = () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/appointment`,
          headers: bearer(customer),
          payload: booking,
        });
      expectAnswer(await books(), 403, messages.businessNotPublicYet);
      await t.ctx.db.update(users).set({ verified: true }).where(eq(users.id, owner.id));
      expectAnswer(await books(), 201);
    } finally {
      t.setNow(undefined);
    }
  });

  it('takes no uploads before the owner verifies', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const upload = (who: GivenUser) => {
      const boundary = `----timeapp${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shop.png"\r\nContent-Type: image/png\r\n\r\n`;
      return t.app.inject({
        method: 'POST',
        url: `${API}/image/upload`,
        payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(who) },
      });
    };
    const unverified = await givenUser(t.ctx, { verified: false });
    expectAnswer(await upload(unverified), 403, messages.uploadNeedsVerified);
    expectAnswer(await upload(verifiedOwner), 201);
  });
});
