import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { API } from './support/accounts.ts';
import { givenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser } from './support/users.ts';

describe(`anyone looks up a place while typing an address (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await givenUser(t.ctx);
    await givenBusiness(t.ctx, owner.id, {
      suburb: 'Ponsonby',
      city: 'Auckland',
      state: 'Auckland',
    });
    await givenBusiness(t.ctx, owner.id, {
      suburb: 'Ponsonby',
      city: 'Auckland',
      state: 'Auckland',
      name: 'Second',
    });
    await givenBusiness(t.ctx, owner.id, {
      suburb: 'Aro Valley',
      city: 'Wellington',
      state: 'Wellington',
    });
    await givenBusiness(t.ctx, owner.id, {
      suburb: 'Bondi',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
    });
  });
  afterAll(() => t.close());

  const looksUp = (q: string) =>
    t.app.inject({ method: 'GET', url: `${API}/places?q=${encodeURIComponent(q)}` });
  const labels = async (q: string) => {
    const res = await looksUp(q);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { label: string }[]).map((p) => p.label);
  };

  it('finds New Zealand cities by the start of their name, case-insensitively', async () => {
    const res = await looksUp('welLIng');
    expect(res.json()).toMatchObject({ code: 200, message: messages.ok });
    expect(res.json().data[0]).toEqual({
      label: 'Wellington, New Zealand',
      suburb: '',
      city: 'Wellington',
      state: 'Wellington',
      country: 'New Zealand',
    });
  });

  it('finds New Zealand regions', async () => {
    const res = await looksUp('canter');
    expect(res.json().data).toContainEqual({
      label: 'Canterbury, New Zealand',
      suburb: '',
      city: '',
      state: 'Canterbury',
      country: 'New Zealand',
    });
  });

  it('offers the suburbs businesses registered with, once each', async () => {
    const res = await looksUp('PONS');
    expect(res.json().data).toEqual([
      {
        label: 'Ponsonby, Auckland, New Zealand',
        suburb: 'Ponsonby',
        city: 'Auckland',
        state: 'Auckland',
        country: 'New Zealand',
      },
    ]);
  });

  it('keeps room for business suburbs when the dataset has many matches', async () => {
    const found = await labels('a');
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found).toContain('Aro Valley, Wellington, New Zealand');
    expect(found).toContain('Auckland, New Zealand');
  });

  it('ignores accents: Māngere finds Mangere', async () => {
    expect(await labels('Māngere')).toContain('Mangere, Auckland, New Zealand');
  });

  it("looks at other countries' cities only when nothing in New Zealand matches", async () => {
    const sydney = await labels('sydney');
    // The business city first, then the dataset's cities of that name.
    expect(sydney[0]).toBe('Sydney, New South Wales, Australia');
    expect(sydney).toContain('Sydney, Nova Scotia, Canada');
    expect(sydney.length).toBeLessThanOrEqual(10);
    // 'Auckland' exists in New Zealand: no foreign namesakes are offered.
    expect(
      (await looksUp('auckland'))
        .json()
        .data.every((p: { country: string }) => p.country === 'New Zealand'),
    ).toBe(true);
  });

  it('answers at most ten places', async () => {
    for (const q of ['m', 'w', 'p']) expect(await labels(q)).toHaveLength(10);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect(await labels('%')).toEqual([]);
    expect(await labels('_onsonby')).toEqual([]);
  });

  it('needs something to look up', async () => {
    for (const q of ['', '   ']) {
      const res = await looksUp(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});
