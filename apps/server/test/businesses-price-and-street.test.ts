import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@timeapp/domain/messages';
import { aBusinessBody, anAddress, aSectionInput } from '@timeapp/domain/testing';
import { businesses, sections } from '../src/db/schema.ts';
import { call, expectAnswer } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser, type GivenUser } from './support/users.ts';

describe(`a section's price and description, a business's street (${engine})`, () => {
  let t: TestApp;
  let owner: GivenUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await givenUser(t.ctx);
  });
  afterAll(() => t.close());

  const sectionRow = async (id: string) =>
    (await t.ctx.db.select().from(sections).where(eq(sections.id, id)))[0]!;

  const createWith = async (priceCents?: number | null, description?: string) =>
    expectAnswer(
      await call.create(
        t,
        owner,
        aBusinessBody({
          address: { ...anAddress(), street: '212 Ponsonby Road' },
          section: [aSectionInput({ priceCents, description })],
        }),
      ),
      201,
    ).data;

  it('an owner registers a street, a price in cents and a description; anyone reads them', async () => {
    const b = await createWith(6550, 'Wash, cut and blow-dry.\nWith a senior stylist.');
    expect(b.address).toMatchObject({ street: '212 Ponsonby Road', suburb: 'Ponsonby' });
    expect(b.section[0]).toMatchObject({
      priceCents: 6550,
      description: 'Wash, cut and blow-dry.\nWith a senior stylist.',
    });
    const read = expectAnswer(await call.get(t, b._id), 200).data;
    expect(read.address.street).toBe('212 Ponsonby Road');
    expect(read.section[0]).toMatchObject({ priceCents: 6550 });
    const row = await sectionRow(b.section[0]._id);
    expect(row.priceCents).toBe(6550);
    const found = expectAnswer(await call.search(t, `name=${encodeURIComponent(b.name)}`), 200);
    expect(found.data[0].address.street).toBe('212 Ponsonby Road');
  });

  it('without them the street is empty, the price null and the description empty', async () => {
    const b = expectAnswer(
      await call.create(t, owner, { ...aBusinessBody(), address: anAddress() }),
      201,
    ).data;
    expect(b.address.street).toBe('');
    expect(b.section[0]).toMatchObject({ priceCents: null, description: '' });
  });

  it.each<[string, unknown, string]>([
    ['a negative price', -100, messages.priceInvalid],
    ['a fraction of a cent', 45.5, messages.priceInvalid],
    ['dollars as text', '45.00', messages.priceInvalid],
    ['more than $100,000', 10_000_001, messages.priceTooHigh],
  ])('refuses %s, saying what a price looks like', async (_what, priceCents, message) => {
    const res = await call.create(
      t,
      owner,
      aBusinessBody({ section: [{ ...aSectionInput(), priceCents } as never] }),
    );
    expectAnswer(res, 400, message);
  });

  it('refuses a description longer than 500 characters', async () => {
    const res = await call.create(
      t,
      owner,
      aBusinessBody({ section: [aSectionInput({ description: 'x'.repeat(501) })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Description');
  });

  it('an edit sets, keeps (when left out) and clears the price and description', async () => {
    const b = await createWith(4500, 'Cut');
    const id = b.section[0]._id;
    const edit = (fields: object) =>
      call.update(t, owner, b._id, { section: [{ ...aSectionInput(), ...fields, _id: id }] });

    expectAnswer(await edit({ priceCents: 5000, description: 'Cut and style' }), 200);
    expect(await sectionRow(id)).toMatchObject({ priceCents: 5000, description: 'Cut and style' });

    // A client that predates the fields sends the section without them: nothing is lost.
    expectAnswer(await edit({ sectionName: 'Haircut & style' }), 200);
    expect(await sectionRow(id)).toMatchObject({
      sectionName: 'Haircut & style',
      priceCents: 5000,
      description: 'Cut and style',
    });

    const cleared = expectAnswer(await edit({ priceCents: null, description: '' }), 200).data;
    expect(cleared.section[0]).toMatchObject({ priceCents: null, description: '' });
  });

  it('an address edit changes the street alone, or keeps it when only the suburb changes', async () => {
    const b = await createWith();
    const street = async () =>
      (await t.ctx.db.select().from(businesses).where(eq(businesses.id, b._id)))[0]!;

    const a = expectAnswer(
      await call.update(t, owner, b._id, { address: { street: '  18 Jervois Road ' } }),
      200,
    ).data;
    expect(a.address).toMatchObject({ street: '18 Jervois Road', suburb: 'Ponsonby' });
    await call.update(t, owner, b._id, { address: { suburb: 'Herne Bay' } });
    expect(await street()).toMatchObject({ street: '18 Jervois Road', suburb: 'Herne Bay' });
  });
});
